import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  addRow,
  formatRows,
  type ObjectRow,
  type ObjectsSettings,
  padRows,
  removeRow,
  setCell,
} from './object-rows';

type Props = {
  id: string;
  label: string;
  rows: ObjectRow[];
  table: ObjectsSettings;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * The edit-objects table (spec 000 sections 2, 5): a Json array of objects edited as rows and
 * columns, with at least minCount rows (object-rows.ts keeps the rule).
 */
export function ObjectsTable({ id, label, rows, table, onChange, disabled }: Props) {
  const { t } = useTranslation('fields');
  const shown = padRows(rows, table.minCount);
  const store = (next: ObjectRow[]) => onChange(formatRows(next));
  const canRemove = !disabled && shown.length > table.minCount;
  return (
    <div className="objects-table" id={id}>
      <table aria-label={label}>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.name} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('objectsRowActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row, index) => (
            // rows have no identity of their own: the position is what the user edits
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              {table.columns.map((column) => {
                const cellLabel = t('objectsCell', { column: column.label, row: index + 1 });
                const value = row[column.name];
                return (
                  <td key={column.name}>
                    {column.type === 'boolean' ? (
                      <input
                        type="checkbox"
                        aria-label={cellLabel}
                        checked={value === true}
                        disabled={disabled}
                        onChange={(event) => store(setCell(shown, index, column, event.target.checked))}
                      />
                    ) : (
                      <input
                        className="field-input"
                        type={column.type === 'number' ? 'number' : 'text'}
                        aria-label={cellLabel}
                        value={value == null ? '' : String(value)}
                        disabled={disabled}
                        onChange={(event) => store(setCell(shown, index, column, event.target.value))}
                      />
                    )}
                  </td>
                );
              })}
              <td>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('objectsRemoveRow', { row: index + 1 })}
                  disabled={!canRemove}
                  onClick={() => store(removeRow(shown, index, table.minCount))}
                >
                  <Trash2 size={14} aria-hidden="true" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button" disabled={disabled} onClick={() => store(addRow(shown))}>
        <Plus size={14} aria-hidden="true" /> {t('objectsAddRow')}
      </button>
    </div>
  );
}
