import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retrieveMultiple } from '../../../data/data-api';
import { useLookupSearch } from '../../../fields/lookup/use-lookup-search';

const resultCount = 10;
const noConditions: [] = [];
type Row = { id: string; name: string | null };

/**
 * A lookup condition's value: a record of the target entity, found by the start of its name
 * (debounced) and picked in a native select. Only the id is stored, so a condition read back
 * from storage fetches its record's name once.
 */
export function LookupValuePicker({
  target,
  value,
  onChange,
  invalid,
}: {
  target: string;
  /** the chosen record's id, '' when none */
  value: string;
  onChange: (id: string) => void;
  /** aria-invalid and aria-describedby for the select when the condition has a problem */
  invalid: Record<string, unknown>;
}) {
  const { t } = useTranslation('lists');
  const [text, setText] = useState('');
  const search = useLookupSearch(target, text, noConditions, true, { pageSize: resultCount });
  const found = search.rows;
  const failed = search.error !== null;
  const [labels, setLabels] = useState<Record<string, string>>({});

  // a value read back from storage has no name yet: fetch it, so the select can show it
  const known = value === '' || value in labels || found.some((item) => item.id === value);
  useEffect(() => {
    if (known) return;
    const abort = new AbortController();
    retrieveMultiple<Row>(
      {
        entity: {
          name: target,
          attributes: [{ attribute: 'name' }],
          filter: { conditions: [{ attribute: 'id', operator: 'eq', value }] },
        },
        pageSize: 1,
      },
      abort.signal,
    ).then(
      (rows) => setLabels((current) => ({ ...current, [value]: rows[0]?.name ?? value })),
      () => undefined,
    );
    return () => abort.abort();
  }, [known, target, value]);

  const chosenMissing = value !== '' && !found.some((item) => item.id === value);
  const pick = (id: string) => {
    const item = found.find((candidate) => candidate.id === id);
    if (item) setLabels((current) => ({ ...current, [id]: item.name ?? '' }));
    onChange(id);
  };
  return (
    <div className="af-lookup">
      <label className="af-field">
        <span>{t('advancedFind.findRecord')}</span>
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          // Enter here searches as the user types; it must not apply the whole dialog
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </label>
      <label className="af-field">
        <span>{t('advancedFind.value')}</span>
        <select value={value} onChange={(event) => pick(event.target.value)} {...invalid}>
          <option value="">{t('advancedFind.choose')}</option>
          {chosenMissing && (
            <option value={value}>{value in labels ? labels[value] || t('noName') : '…'}</option>
          )}
          {found.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name || t('noName')}
            </option>
          ))}
        </select>
      </label>
      {failed && <p className="form-error">{t('advancedFind.searchFailed')}</p>}
      {!failed && text.trim() && found.length === 0 && (
        <p className="muted af-note">{t('advancedFind.noRecordsFound')}</p>
      )}
    </div>
  );
}
