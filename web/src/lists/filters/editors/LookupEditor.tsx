import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupValue } from '../../../data/data-api';
import { extraFetchFilter } from '../../../fields/lookup/extra-fetch';
import { useLookupSearch } from '../../../fields/lookup/use-lookup-search';
import type { FilterSelection, QuickFilterDefinition } from '../../../list-views/quick-filter';

const resultCount = 10;
const noConditions: [] = [];

/**
 * Records of the target entity found by name (debounced), chosen to filter by them. The
 * chosen ones stay listed at the top even when the search moves on. As for option filters
 * (spec 001 section 4): multiSelect ticks several, otherwise a choice replaces the last one;
 * mustSelect keeps the last one chosen. The filter's extraFetch narrows the records offered.
 */
export function LookupEditor({
  definition,
  target,
  selection,
  onChange,
}: {
  definition: QuickFilterDefinition;
  target: string;
  selection: FilterSelection | undefined;
  onChange: (selection: FilterSelection | undefined) => void;
}) {
  const { t } = useTranslation('lists');
  const group = useId();
  const [text, setText] = useState('');
  const search = useLookupSearch(target, text, noConditions, true, {
    match: 'contains',
    pageSize: resultCount,
    filter: extraFetchFilter(definition.extraFetch),
  });
  const found = useMemo(
    () => search.rows.map((row): LookupValue => ({ id: row.id, name: target, label: row.name })),
    [search.rows, target],
  );
  const failed = search.error !== null;
  const chosen = (selection?.values ?? []) as LookupValue[];

  const multi = definition.multiSelect === true;
  const toggle = (value: LookupValue) => {
    const on = chosen.some((item) => item.id === value.id);
    const next = on ? chosen.filter((item) => item.id !== value.id) : multi ? [...chosen, value] : [value];
    if (next.length === 0 && definition.mustSelect) return;
    onChange(next.length ? { values: next } : undefined);
  };
  const others = found.filter((item) => !chosen.some((value) => value.id === item.id));
  return (
    <div className="qf-lookup">
      <input
        type="search"
        aria-label={t('filters.searchRecords')}
        placeholder={t('filters.searchRecords')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="qf-options">
        {[...chosen, ...others].map((item) => (
          <label key={item.id} className="qf-option">
            <input
              type={multi ? 'checkbox' : 'radio'}
              name={multi ? undefined : group}
              checked={chosen.some((value) => value.id === item.id)}
              onChange={() => toggle(item)}
              // a chosen radio is clicked again to clear it (onChange does not fire then)
              onClick={multi ? undefined : () => chosen.some((value) => value.id === item.id) && toggle(item)}
            />
            <span>{item.label || t('noName')}</span>
          </label>
        ))}
        {failed && <p className="form-error">{t('filters.searchFailed')}</p>}
        {!failed && found.length === 0 && chosen.length === 0 && <p className="muted">{t('noRecords')}</p>}
      </div>
    </div>
  );
}
