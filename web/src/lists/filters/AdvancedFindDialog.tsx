import type { FetchFilter } from '@strata/api/contract/query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';

function lines(filter: FetchFilter | undefined, depth = 0): { depth: number; text: string }[] {
  if (!filter) return [];
  const own = (filter.conditions ?? []).map((condition) => ({
    depth,
    text: `${condition.entityName ? `${condition.entityName}.` : ''}${condition.attribute} ${condition.operator}${
      condition.value === undefined ? '' : ` ${JSON.stringify(condition.value)}`
    }`,
  }));
  const nested = (filter.filters ?? []).flatMap((child) => [
    { depth: depth + 1, text: (child.type ?? 'and').toUpperCase() },
    ...lines(child, depth + 2),
  ]);
  return [...own, ...nested];
}

/**
 * Advanced Find, for now read-only: the conditions the list runs with (the view's filter and
 * the quick filters). A condition editor is a later step.
 */
export function AdvancedFindDialog({
  filter,
  onClose,
}: {
  filter: FetchFilter | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('lists');
  const all = lines(filter);
  return (
    <Dialog title={t('filters.advancedFind')} onClose={onClose}>
      {all.length === 0 ? (
        <p className="muted">{t('filters.noConditions')}</p>
      ) : (
        <ul className="advanced-find">
          {all.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static read-only listing
            <li key={index} style={{ paddingInlineStart: `${line.depth}rem` }}>
              <code>{line.text}</code>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog-buttons">
        <button type="button" className="button primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}
