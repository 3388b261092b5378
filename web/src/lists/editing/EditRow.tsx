import { CircleAlert, Trash2, Undo2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../data/data-api';
import { editorFor } from '../../fields/registry';
import type { ListColumn } from '../../list-views/columns';
import { type CellContext, renderCell } from '../grid/render-cell';
import type { ListEditMode } from '../modes/edit-modes';
import { isEditableColumn } from './edit-batch';

type Props = {
  mode: ListEditMode;
  rowKey: string;
  index: number;
  start: number;
  /** the row as loaded (empty for a new row) */
  row: RecordValues;
  /** pending values: the changed fields, or every value of a new row */
  values: RecordValues | undefined;
  isNew: boolean;
  deleted: boolean;
  selected: boolean;
  error: string | undefined;
  columns: readonly ListColumn[];
  template: string;
  cellContext: CellContext;
  onChange: (row: RecordValues, rowKey: string, isNew: boolean, key: string, value: unknown) => void;
  onToggleDelete: (rowKey: string) => void;
  onToggleSelected: (rowKey: string) => void;
};

/** A cell id safe for htmlFor: row keys of new rows contain a colon. */
const cellId = (rowKey: string, key: string) => `edit-${rowKey}-${key}`.replace(/[^\w-]/g, '_');

/**
 * One row of an edit mode. Edit in place draws the registry's compact editors in the editable
 * cells (Tab walks them in order) and a delete toggle; super edit draws a checkbox and the
 * ordinary cells. Memoised like ListRow: typing in one row renders only that row.
 */
export const EditRow = memo(function EditRow(props: Props) {
  const { mode, rowKey, row, values, isNew, deleted, selected, error, columns, cellContext } = props;
  const { t } = useTranslation('lists');
  const merged = values ? { ...row, ...values } : row;
  // the name as loaded, so a cell's label stays put while the user retypes the name
  const name = String((isNew ? merged.name : row.name) ?? '') || t('editing.newRow');
  const classes = ['list-row', 'edit-row'];
  if (props.index % 2) classes.push('odd');
  if (isNew) classes.push('new');
  if (deleted) classes.push('deleted');
  if (selected) classes.push('selected');
  if (error) classes.push('failed');
  return (
    // biome-ignore lint/a11y: virtualised rows need absolutely placed divs; the ARIA grid roles keep them a grid to assistive tech
    <div
      role="row"
      aria-rowindex={props.index + 2}
      aria-selected={mode === 2 ? selected : undefined}
      data-index={props.index}
      className={classes.join(' ')}
      style={{ transform: `translateY(${props.start}px)`, gridTemplateColumns: props.template }}
    >
      {/* biome-ignore lint/a11y: a grid cell of the virtualised grid */}
      <div role="gridcell" className="list-cell edit-lead">
        {mode === 2 ? (
          <input
            type="checkbox"
            checked={selected}
            aria-label={t('editing.selectRow', { name })}
            onChange={() => props.onToggleSelected(rowKey)}
          />
        ) : (
          <button
            type="button"
            className="icon-button"
            aria-pressed={deleted}
            aria-label={t(deleted ? 'editing.undoDelete' : 'editing.deleteRow', { name })}
            title={t(deleted ? 'editing.undoDelete' : 'editing.deleteRow', { name })}
            onClick={() => props.onToggleDelete(rowKey)}
          >
            {deleted ? <Undo2 size={16} aria-hidden="true" /> : <Trash2 size={16} aria-hidden="true" />}
          </button>
        )}
      </div>
      {columns.map((column) => {
        const editable = mode === 1 && !deleted && column.property && isEditableColumn(column);
        const changed = !isNew && values !== undefined && column.key in values;
        if (!editable || !column.property) {
          return (
            // biome-ignore lint/a11y: a grid cell of the virtualised grid
            <div
              key={column.attribute}
              role="gridcell"
              className={`list-cell ${column.definition.cssClass ?? ''}`}
            >
              {isNew ? null : renderCell(column, merged, cellContext)}
            </div>
          );
        }
        const Editor = editorFor(column.property, column.definition as Record<string, unknown>);
        const id = cellId(rowKey, column.key);
        return (
          // biome-ignore lint/a11y: a grid cell of the virtualised grid
          <div
            key={column.attribute}
            role="gridcell"
            className={`list-cell edit-cell${changed ? ' changed' : ''}`}
          >
            <label className="visually-hidden" htmlFor={id}>
              {t('editing.cellLabel', { column: column.label, name })}
            </label>
            <Editor
              id={id}
              label={column.label}
              property={column.property}
              objectName={column.objectName}
              value={merged[column.key] ?? null}
              onChange={(value) => props.onChange(row, rowKey, isNew, column.key, value)}
              record={merged}
              compact
              settings={column.definition as Record<string, unknown>}
            />
          </div>
        );
      })}
      {/* biome-ignore lint/a11y: a grid cell of the virtualised grid */}
      <div role="gridcell" className="list-cell edit-status" title={error}>
        {error && (
          <span className="edit-error" role="alert">
            <CircleAlert size={14} aria-hidden="true" /> {error}
          </span>
        )}
      </div>
    </div>
  );
});
