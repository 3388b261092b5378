import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../data/data-api';
import '../../styles/list-editing.css';
import type { ListColumn } from '../../list-views/columns';
import { gridRowHeight } from '../grid/ListGrid';
import type { CellContext } from '../grid/render-cell';
import { useVirtualRows } from '../grid/use-virtual-rows';
import { EditRow } from './EditRow';
import type { ListEditing } from './use-list-editing';

type Props = {
  editing: ListEditing;
  columns: readonly ListColumn[];
  rows: readonly RecordValues[];
  onSort: (column: ListColumn) => void;
  canLoadMore: boolean;
  loadMore: () => void;
  queryKey: string;
  cellContext: CellContext;
  label: string;
};

const leadWidth = 40;
const statusWidth = 220;
const noRow: RecordValues = {};

/**
 * The grid of the edit modes, a sibling of ListGrid rather than a branch inside it, so the
 * ordinary list's rendering path stays exactly as fast as before. Same virtualiser, same row
 * height; a lead column (delete toggle or checkbox) and a status column for per-row errors.
 */
export function EditGrid({ editing, columns, rows, onSort, cellContext, label, ...paging }: Props) {
  const { t } = useTranslation('lists');
  const { mode, edits, errors, selection } = editing;
  // new rows first, where the user sees them appear
  const entries = useMemo(
    () => [
      ...(mode === 1 ? edits.created.map((row) => ({ key: row.key, row: noRow, isNew: true })) : []),
      ...rows.map((row) => ({ key: String(row.id), row, isNew: false })),
    ],
    [mode, edits.created, rows],
  );
  const { scrollRef, virtualizer, onScroll } = useVirtualRows({
    count: entries.length,
    estimateSize: gridRowHeight,
    canLoadMore: paging.canLoadMore,
    loadMore: paging.loadMore,
    resetKey: paging.queryKey,
  });
  const template = [leadWidth, ...columns.map((column) => column.width), statusWidth]
    .map((width) => `${width}px`)
    .join(' ');
  const width = leadWidth + statusWidth + columns.reduce((sum, column) => sum + column.width, 0);
  const { changeCell, changeNewCell, toggleRowDelete, toggleSelected, selectAll } = editing;
  const onChange = useCallback(
    (row: RecordValues, rowKey: string, isNew: boolean, key: string, value: unknown) =>
      isNew ? changeNewCell(rowKey, key, value) : changeCell(row, key, value),
    [changeCell, changeNewCell],
  );
  const allSelected = rows.length > 0 && rows.every((row) => selection.has(String(row.id)));

  return (
    <div className="list-grid-scroll list-editing" ref={scrollRef} onScroll={onScroll}>
      {/* biome-ignore lint/a11y: virtualised rows need absolutely placed divs; the ARIA grid roles keep them a grid to assistive tech */}
      <div
        className="list-grid"
        role="grid"
        aria-label={label}
        aria-rowcount={entries.length + 1}
        style={{ width: `max(100%, ${width}px)`, gridTemplateColumns: template }}
      >
        {/* biome-ignore lint/a11y: the header row of the virtualised grid */}
        <div
          className="list-grid-head"
          role="row"
          aria-rowindex={1}
          style={{ gridTemplateColumns: template }}
        >
          {/* biome-ignore lint/a11y: a header cell of the virtualised grid */}
          <div role="columnheader" className="list-header-cell edit-lead">
            {mode === 2 && (
              <input
                type="checkbox"
                checked={allSelected}
                aria-label={t('editing.selectAll')}
                onChange={(event) => selectAll(event.target.checked)}
              />
            )}
          </div>
          {columns.map((column) => (
            // biome-ignore lint/a11y: a header cell of the virtualised grid
            <div key={column.attribute} role="columnheader" className="list-header-cell">
              <button
                type="button"
                onClick={() => onSort(column)}
                title={t('grid.sortBy', { column: column.label })}
              >
                <span>{column.label}</span>
              </button>
            </div>
          ))}
          {/* biome-ignore lint/a11y: a header cell of the virtualised grid */}
          <div role="columnheader" className="list-header-cell edit-status">
            {mode === 2 && <span>{t('editing.selectedCount', { count: selection.size })}</span>}
          </div>
        </div>
        <div className="list-grid-body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const entry = entries[item.index];
            if (!entry) return null;
            const values = entry.isNew
              ? edits.created.find((row) => row.key === entry.key)?.values
              : edits.changes[entry.key];
            return (
              <EditRow
                key={entry.key}
                mode={mode}
                rowKey={entry.key}
                index={item.index}
                start={item.start}
                row={entry.row}
                values={values}
                isNew={entry.isNew}
                deleted={edits.deleted.includes(entry.key)}
                selected={selection.has(entry.key)}
                error={errors[entry.key]}
                columns={columns}
                template={template}
                cellContext={cellContext}
                onChange={onChange}
                onToggleDelete={toggleRowDelete}
                onToggleSelected={toggleSelected}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
