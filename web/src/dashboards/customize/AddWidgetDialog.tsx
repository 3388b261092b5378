import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import { useViews } from '../../metadata/views';
import { canDo } from '../../session/permissions';
import { Dialog } from '../../ui/Dialog';
import type { DashboardObject } from '../dashboard-body';

type Props = { onAdd: (object: DashboardObject) => void; onClose: () => void };

/** Adds a widget from a chart view or a list view of an entity the user can read. */
export function AddWidgetDialog({ onAdd, onClose }: Props) {
  const { t } = useTranslation('dashboards');
  const { context } = useShell();
  const id = useId();
  const entities = context.objects
    .filter((object) => canDo(context.permDict, object.logicalName, 'read'))
    .sort((a, b) => a.displayNamePlural.localeCompare(b.displayNamePlural));
  const [entity, setEntity] = useState(entities[0]?.logicalName ?? '');
  const [kind, setKind] = useState<'chart' | 'grid'>('chart');
  const { views } = useViews<unknown>(entity, kind === 'chart' ? 'chart' : 'view');
  const [viewName, setViewName] = useState('');
  const chosen = views?.find((view) => view.name === viewName) ?? views?.[0];
  return (
    <Dialog
      title={t('customize.addTitle')}
      className="customize-dialog"
      onClose={onClose}
      closeOnOutsideClick={false}
    >
      <form
        className="customize-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          onAdd({
            type: kind,
            objectName: entity,
            listName: chosen.name,
            label: chosen.label || chosen.name,
          });
          onClose();
        }}
      >
        <label htmlFor={`${id}-entity`}>{t('customize.entity')}</label>
        <select id={`${id}-entity`} value={entity} onChange={(event) => setEntity(event.target.value)}>
          {entities.map((object) => (
            <option key={object.logicalName} value={object.logicalName}>
              {object.displayNamePlural}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-kind`}>{t('customize.kind')}</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => setKind(event.target.value as 'chart' | 'grid')}
        >
          <option value="chart">{t('customize.kindChart')}</option>
          <option value="grid">{t('customize.kindGrid')}</option>
        </select>
        <label htmlFor={`${id}-view`}>{t('customize.view')}</label>
        <select
          id={`${id}-view`}
          value={chosen?.name ?? ''}
          onChange={(event) => setViewName(event.target.value)}
          disabled={!views?.length}
        >
          {(views ?? []).map((view) => (
            <option key={view.id} value={view.name}>
              {view.label || view.name}
            </option>
          ))}
        </select>
        {views && views.length === 0 && <p className="form-hint">{t('customize.noViews')}</p>}
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('customize.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={!chosen}>
            {t('customize.add')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
