import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import { formatValue } from '../fields/format-value';
import type { PropertyMeta } from '../metadata/object-metadata';
import type { ImportColumn } from './import-columns';
import { messageText } from './import-message';
import type { ImportRow, RowCell } from './import-rows';
import { type ImportTable, previewRows } from './import-table';

/** An Age field shows a birthday as years in lists; the preview shows the date that was read. */
const withoutAge = new WeakMap<PropertyMeta, PropertyMeta>();
function shownAsValue(property: PropertyMeta): PropertyMeta {
  if (!property.flags.includes('Age')) return property;
  let plain = withoutAge.get(property);
  if (!plain) {
    plain = { ...property, flags: property.flags.filter((flag) => flag !== 'Age') };
    withoutAge.set(property, plain);
  }
  return plain;
}

type Props = {
  /** its `rows` hold at least the preview's rows (a streamed file holds only its first ones) */
  table: ImportTable;
  columns: readonly ImportColumn[];
  /** the first rows converted */
  rows: readonly ImportRow[];
  /** every data row of the file */
  rowCount: number;
};

/**
 * A read-only grid of the parsed file (spec 001 section 2): the matched columns under their
 * field names, each value as it will be written (dates, options and lookups as the list would
 * show them), cells with a problem marked and explained in their title and in the list above.
 */
export function PreviewGrid({ table, columns, rows, rowCount }: Props) {
  const { t, i18n } = useTranslation('import');
  const { context } = useShell();
  // the first rows only (previewRows): enough to see the columns landed where meant
  const shown = rows.slice(0, previewRows);

  const cellText = (column: ImportColumn, row: ImportRow, cell: RowCell | undefined): string => {
    if (!cell) return '';
    if (cell.error || cell.pending) {
      const raw = table.rows[row.row - 1]?.[column.index];
      return typeof raw === 'string' ? raw : JSON.stringify(raw);
    }
    if (column.property.type === 'Lookup') {
      if (cell.value === null) return cell.label ?? '';
      const target =
        typeof cell.value === 'object' ? (cell.value as { name: string }).name : column.property.targets?.[0];
      const id = typeof cell.value === 'object' ? (cell.value as { id: string }).id : String(cell.value);
      return formatValue(
        column.property,
        { id, name: target, label: cell.label ?? id },
        { language: i18n.language, t },
      );
    }
    return formatValue(shownAsValue(column.property), cell.value, {
      language: i18n.language,
      t,
      currencyDict: context.currencyDict,
    });
  };

  return (
    <div className="import-preview table-scroll">
      <table className="table import-grid" aria-describedby="import-row-count">
        <caption className="visually-hidden">{t('preview.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('preview.row')}</th>
            {columns.map((column) => (
              <th
                key={column.property.logicalName}
                scope="col"
                title={column.header === column.property.displayName ? undefined : column.header}
              >
                {column.property.displayName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.row}>
              <th scope="row">{row.row}</th>
              {columns.map((column) => {
                const cell = row.cells[column.property.logicalName];
                const problem = cell?.error ?? cell?.warning;
                return (
                  <td
                    key={column.property.logicalName}
                    className={
                      cell?.error ? 'import-cell-error' : cell?.warning ? 'import-cell-warning' : undefined
                    }
                    title={problem ? messageText(t, problem) : undefined}
                  >
                    <span className="truncate">{cellText(column, row, cell)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id="import-row-count" className="import-row-count">
        {rowCount > shown.length
          ? t('preview.rowsShown', { n: rowCount, shown: shown.length })
          : t('preview.rows', { n: rowCount })}
      </p>
    </div>
  );
}
