import type { FetchFilter } from '@strata/api/contract/query';
import { SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const countConditions = (filter: FetchFilter): number =>
  (filter.conditions?.length ?? 0) +
  (filter.filters ?? []).reduce((sum, child) => sum + countConditions(child), 0);

/**
 * The chip of an applied Advanced Find: always active (blue), a click re-opens the editor and
 * its own small button removes the filter. Two buttons side by side rather than one inside
 * the other, which HTML does not allow.
 */
export function AdvancedFindChip({
  filter,
  onOpen,
  onRemove,
}: {
  filter: FetchFilter;
  onOpen: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('lists');
  return (
    <span className="qf-chip-root af-chip">
      <button type="button" className="qf-chip active af-chip-open" onClick={onOpen}>
        <SlidersHorizontal size={14} aria-hidden="true" />
        <span className="qf-chip-label">{t('filters.advancedFind')}</span>
        <span className="qf-chip-summary">
          {t('advancedFind.conditionCount', { n: countConditions(filter) })}
        </span>
      </button>
      <button
        type="button"
        className="qf-chip active af-chip-remove"
        aria-label={t('advancedFind.removeFilter')}
        title={t('advancedFind.removeFilter')}
        onClick={onRemove}
      >
        <X size={14} aria-hidden="true" />
      </button>
    </span>
  );
}
