import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupValue } from '../../../api/data-api';
import { useLookupSearch } from '../../../fields/lookup/use-lookup-search';
import type { FilterSelection } from '../quick-filter';

const resultCount = 10;
const noConditions: [] = [];

/**
 * Records of the target entity found by name (debounced), ticked to filter by them. The
 * chosen ones stay listed at the top even when the search moves on.
 */
export function LookupEditor({
  target,
  selection,
  onChange,
}: {
  target: string;
  selection: FilterSelection | undefined;
  onChange: (selection: FilterSelection | undefined) => void;
}) {
  const { t } = useTranslation('lists');
  const [text, setText] = useState('');
  const search = useLookupSearch(target, text, noConditions, true, {
    match: 'contains',
    pageSize: resultCount,
  });
  const found = useMemo(
    () => search.rows.map((row): LookupValue => ({ id: row.id, name: target, label: row.name })),
    [search.rows, target],
  );
  const failed = search.error !== null;
  const chosen = (selection?.values ?? []) as LookupValue[];

  const toggle = (value: LookupValue) => {
    const on = chosen.some((item) => item.id === value.id);
    const next = on ? chosen.filter((item) => item.id !== value.id) : [...chosen, value];
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
              type="checkbox"
              checked={chosen.some((value) => value.id === item.id)}
              onChange={() => toggle(item)}
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
