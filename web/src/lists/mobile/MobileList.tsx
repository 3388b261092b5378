import { memo } from 'react';
import type { RecordValues } from '../../data/data-api';
import { type ListColumn, mobileColumns } from '../../list-views/columns';
import { PendingMark } from '../../offline/queue/PendingBadge';
import { type CellContext, renderCell } from '../grid/render-cell';
import { useVirtualRows } from '../grid/use-virtual-rows';

type Props = {
  columns: readonly ListColumn[];
  rows: readonly RecordValues[];
  onOpen: (row: RecordValues) => void;
  canLoadMore: boolean;
  loadMore: () => void;
  /** the query's key: a new query scrolls to the top */
  queryKey: string;
  /** the rows are the previous query's (dimmed while the new ones load) */
  stale: boolean;
  cellContext: CellContext;
  label: string;
};

const Card = memo(function Card({
  row,
  columns,
  onOpen,
  cellContext,
}: {
  row: RecordValues;
  columns: readonly ListColumn[];
  onOpen: (row: RecordValues) => void;
  cellContext: CellContext;
}) {
  const [first, ...rest] = columns;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the card holds lookup links, which may not sit inside a button
    <div
      role="button"
      tabIndex={0}
      className="list-card"
      onClick={() => onOpen(row)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
      }}
    >
      {first && (
        <span className="list-card-title">
          {renderCell(first, row, cellContext)}
          {cellContext.pendingIds?.has(String(row.id)) && <PendingMark />}
        </span>
      )}
      {rest.map((column) => {
        const content = renderCell(column, row, cellContext);
        if (content === null) return null;
        return (
          <span key={column.attribute} className="list-card-field">
            {column.definition.mobileLabel && <span className="list-card-label">{column.label}: </span>}
            {content}
          </span>
        );
      })}
    </div>
  );
});

/**
 * The list under 420 px (spec 001 section 9): one card per record, fields in the columns'
 * mobileOrder, labelled where mobileLabel says so. Cards vary in height, so they are measured.
 */
export const MobileList = memo(function MobileList(props: Props) {
  const ordered = mobileColumns(props.columns);
  const { scrollRef, virtualizer, onScroll } = useVirtualRows({
    count: props.rows.length,
    estimateSize: 24 + 20 * ordered.length,
    canLoadMore: props.canLoadMore,
    loadMore: props.loadMore,
    resetKey: props.queryKey,
  });
  return (
    <div
      className={`list-mobile-scroll${props.stale ? ' stale' : ''}`}
      ref={scrollRef}
      onScroll={onScroll}
      aria-busy={props.stale}
    >
      <ul className="list-mobile" aria-label={props.label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = props.rows[item.index] as RecordValues;
          return (
            <li
              key={String(row.id ?? item.index)}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <Card row={row} columns={ordered} onOpen={props.onOpen} cellContext={props.cellContext} />
            </li>
          );
        })}
      </ul>
    </div>
  );
});
