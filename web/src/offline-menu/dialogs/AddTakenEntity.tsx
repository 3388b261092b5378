import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import { readableEntities } from '../../session/readable-entities';

export type TakenEntity = { entity: string; label: string };

/**
 * Go Offline's "Add an entity": any other entity the user can read joins the choice, so an app
 * whose home menu lists none (the Customize app) or lacks one the user needs is not a dead end.
 * Link tables and the platform's own entities are left out: nothing works on them offline.
 */
export function AddTakenEntity({
  taken,
  onAdd,
}: {
  taken: readonly string[];
  onAdd: (entity: TakenEntity) => void;
}) {
  const { t } = useTranslation();
  const { context } = useShell();
  const choices = useMemo(
    () =>
      readableEntities(context)
        .filter((object) => !taken.includes(object.logicalName))
        .map((object) => ({
          entity: object.logicalName,
          label: object.displayNamePlural || object.displayName || object.logicalName,
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [context, taken],
  );
  if (!choices.length) return null;
  return (
    <label className="field offline-add-entity">
      <span>{t('offline.addEntity')}</span>
      <select
        value=""
        onChange={(event) => {
          const chosen = choices.find((choice) => choice.entity === event.target.value);
          if (chosen) onAdd(chosen);
        }}
      >
        <option value="">{t('offline.addEntityPlaceholder')}</option>
        {choices.map((choice) => (
          <option key={choice.entity} value={choice.entity}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
