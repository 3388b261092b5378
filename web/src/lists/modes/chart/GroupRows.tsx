import type { FetchFilter, FetchQuery } from '@strata/api/contract/query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useShell } from '../../../context/shell-context';
import { retrieveMultiple } from '../../../data/data-api';
import { formatValue } from '../../../fields/format-value';
import type { ListColumn } from '../../../list-views/columns';
import { Spinner } from '../../../ui/Spinner';
import { modeQuery } from '../mode-query';

/** Rows shown under the chart for the clicked group; the list itself has more. */
export const groupRowLimit = 100;

type Props = {
  query: FetchQuery;
  condition: FetchFilter;
  columns: readonly ListColumn[];
  openRecord: (id: string) => void;
};

/**
 * The records of the clicked chart group: the list's filter and the group's condition, shown
 * in the list's own (main entity) columns. A row opens its record.
 */
export function GroupRows({ query, condition, columns, openRecord }: Props) {
  const { t, i18n } = useTranslation('lists');
  const { context } = useShell();
  const shown = useMemo(() => columns.filter((column) => !column.entityName && column.property), [columns]);
  const fetch = useMemo(
    () =>
      modeQuery(
        query,
        shown.map((column) => ({ attribute: column.attribute })),
        { extraFilter: condition, pageSize: groupRowLimit, ordered: true },
      ),
    [query, shown, condition],
  );
  const { data, error } = useSWR(['chartGroupRows', JSON.stringify(fetch)], () => retrieveMultiple(fetch));
  const format = {
    language: i18n.resolvedLanguage ?? i18n.language,
    currencyDict: context.currencyDict,
    t: i18n.t,
  };

  if (error) return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>;
  if (!data) return <Spinner delayMs={300} />;
  if (data.length === 0) return <p className="empty-state">{t('noRecords')}</p>;
  return (
    <div className="chart-mode-rows">
      <table>
        <caption>{t('modes.chart.groupRows', { n: data.length })}</caption>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={String(row.id)} onClick={() => openRecord(String(row.id))}>
              {shown.map((column, index) => {
                const text = formatValue(
                  column.property as NonNullable<ListColumn['property']>,
                  row[column.key],
                  {
                    ...format,
                    record: row,
                  },
                );
                // the first cell is a real button, so keyboards open the record too
                return (
                  <td key={column.key}>
                    {index === 0 ? (
                      <button
                        type="button"
                        className="list-mode-link"
                        onClick={() => openRecord(String(row.id))}
                      >
                        {text || t('noName')}
                      </button>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
