import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import type { QueuedEntry } from '../../offline/queue/queued-write';

/** A value as the user reads it: a lookup by its label, nothing as an empty dash. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'object' && 'id' in value) {
    const lookup = value as { id: string; label?: string | null };
    return lookup.label ?? lookup.id;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The record's name for the user: its name field when it has one. */
export function recordName(item: QueuedEntry): string {
  const name = item.base?.name ?? item.object.name ?? item.server?.name;
  return typeof name === 'string' && name ? name : String(item.object.id);
}

/**
 * A conflict of an offline edit (issue 27): the fields both sides changed, each with mine and
 * theirs to choose from (mine by default: the user made the edit on purpose).
 */
export function ConflictChoice({
  item,
  onSend,
}: {
  item: QueuedEntry;
  onSend: (choices: Record<string, 'mine' | 'theirs'>) => void;
}) {
  const { t } = useTranslation();
  const { context } = useShell();
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>(() =>
    Object.fromEntries((item.conflicts ?? []).map((conflict) => [conflict.field, 'mine'])),
  );
  const label = (field: string) =>
    context.metaDict[item.entity]?.properties.find((property) => property.logicalName === field)
      ?.displayName ?? field;
  const name = recordName(item);
  return (
    <section className="offline-conflict" aria-label={t('offline.conflictTitle', { name })}>
      <h3>{t('offline.conflictTitle', { name })}</h3>
      <p>{t('offline.conflictHelp')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('offline.field')}</th>
            <th scope="col">{t('offline.mine')}</th>
            <th scope="col">{t('offline.theirs')}</th>
          </tr>
        </thead>
        <tbody>
          {(item.conflicts ?? []).map((conflict) => (
            <tr key={conflict.field}>
              <th scope="row">{label(conflict.field)}</th>
              {(['mine', 'theirs'] as const).map((side) => (
                <td key={side}>
                  <label>
                    <input
                      type="radio"
                      name={`${item.seq}-${conflict.field}`}
                      aria-label={`${label(conflict.field)}: ${t(`offline.${side}`)}`}
                      checked={choices[conflict.field] === side}
                      onChange={() => setChoices((current) => ({ ...current, [conflict.field]: side }))}
                    />{' '}
                    {shownValue(conflict[side])}
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button primary" onClick={() => onSend(choices)}>
        {t('offline.sendChoices')}
      </button>
    </section>
  );
}
