import type { FetchOrder } from '@strata/api/contract/query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type KeyboardEvent, memo, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../data/data-api';
import type { ListColumn } from '../../list-views/columns';
import { columnSort } from '../../list-views/list-query';
import { type ColumnCustomizer, CustomizeHeaderCell } from '../customize/CustomizeHeaderCell';
import { ListRow } from './ListRow';
import type { CellContext } from './render-cell';
import { useVirtualRows } from './use-virtual-rows';

/** Fixed row height: no measuring keeps 10,000 rows cheap to scroll. */
export const gridRowHeight = 36;

type Props = {
  columns: readonly ListColumn[];
  rows: readonly RecordValues[];
  orders: FetchOrder[] | undefined;
  onSort: (column: ListColumn) => void;
  onOpen: (row: RecordValues) => void;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  canLoadMore: boolean;
  loadMore: () => void;
  /** the query's key: a new query scrolls to the top */
  queryKey: string;
  /** the rows are the previous query's (dimmed while the new ones load) */
  stale: boolean;
  cellContext: CellContext;
  label: string;
  /** customise mode: headers that move, resize and open their settings instead of sorting */
  customizer?: ColumnCustomizer | undefined;
};

/** The list as a virtualised grid: sortable headers, rows that open on click or Enter. */
export const ListGrid = memo(function ListGrid(props: Props) {
  const { columns, rows, orders, onSort, onOpen, selectedId, onSelect, cellContext } = props;
  const { t } = useTranslation('lists');
  const { scrollRef, virtualizer, onScroll } = useVirtualRows({
    count: rows.length,
    estimateSize: gridRowHeight,
    canLoadMore: props.canLoadMore,
    loadMore: props.loadMore,
    resetKey: props.queryKey,
  });
  const template = columns.map((column) => `${column.width}px`).join(' ');
  const width = columns.reduce((sum, column) => sum + column.width, 0);

  // the handlers read the rows through a ref: stable handlers keep every memoised ListRow from
  // re-rendering when a page is appended
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const focusRow = useCallback(
    (index: number) => {
      const row = rowsRef.current[index];
      if (!row) return;
      onSelect(String(row.id));
      virtualizer.scrollToIndex(index);
      requestAnimationFrame(() =>
        scrollRef.current
          ?.querySelector<HTMLElement>(`[data-index="${index}"]`)
          ?.focus({ preventScroll: true }),
      );
    },
    [onSelect, virtualizer, scrollRef],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>, index: number) => {
      const rows = rowsRef.current;
      const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 360) / gridRowHeight) - 1);
      const moves: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        PageDown: Math.min(rows.length - 1, index + pageRows),
        PageUp: Math.max(0, index - pageRows),
        Home: 0,
        End: rows.length - 1,
      };
      const target = moves[event.key];
      if (event.key === 'Enter') {
        const row = rows[index];
        if (row) onOpen(row);
      } else if (target !== undefined && target >= 0 && target < rows.length) {
        event.preventDefault();
        focusRow(target);
      }
    },
    [onOpen, focusRow, scrollRef],
  );

  const selectedIndex = selectedId ? rows.findIndex((row) => row.id === selectedId) : -1;
  return (
    <div
      className={`list-grid-scroll${props.stale ? ' stale' : ''}`}
      ref={scrollRef}
      onScroll={onScroll}
      aria-busy={props.stale}
    >
      {/* biome-ignore lint/a11y: virtualised rows need absolutely placed divs; the ARIA grid roles keep them a grid to assistive tech */}
      <div
        className="list-grid"
        role="grid"
        aria-label={props.label}
        aria-rowcount={rows.length + 1}
        style={{ width: `max(100%, ${width}px)`, gridTemplateColumns: template }}
      >
        {/* biome-ignore lint/a11y: virtualised rows need absolutely placed divs; the ARIA grid roles keep them a grid to assistive tech */}
        <div
          className="list-grid-head"
          role="row"
          aria-rowindex={1}
          style={{ gridTemplateColumns: template }}
        >
          {columns.map((column, index) => {
            if (props.customizer)
              return (
                <CustomizeHeaderCell
                  key={column.attribute}
                  column={column}
                  index={index}
                  customizer={props.customizer}
                />
              );
            const sort = columnSort(orders, column);
            return (
              // biome-ignore lint/a11y: virtualised rows need absolutely placed divs; the ARIA grid roles keep them a grid to assistive tech
              <div key={column.attribute} role="columnheader" aria-sort={sort} className="list-header-cell">
                <button
                  type="button"
                  onClick={() => onSort(column)}
                  title={t('grid.sortBy', { column: column.label })}
                >
                  <span>{column.label}</span>
                  {sort === 'ascending' && <ArrowUp size={14} aria-hidden="true" />}
                  {sort === 'descending' && <ArrowDown size={14} aria-hidden="true" />}
                </button>
              </div>
            );
          })}
        </div>
        <div className="list-grid-body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as RecordValues;
            return (
              <ListRow
                key={String(row.id ?? item.index)}
                row={row}
                index={item.index}
                start={item.start}
                columns={columns}
                template={template}
                selected={selectedIndex === item.index}
                focusable={selectedIndex === item.index || (selectedIndex < 0 && item.index === 0)}
                onOpen={onOpen}
                onSelect={onSelect}
                onKeyDown={onKeyDown}
                cellContext={cellContext}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
});
