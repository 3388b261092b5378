import { type KeyboardEvent, memo } from 'react';
import type { RecordValues } from '../../data/data-api';
import type { ListColumn } from '../../list-views/columns';
import { PendingMark } from '../../offline/queue/PendingBadge';
import { type CellContext, renderCell } from './render-cell';

type Props = {
  row: RecordValues;
  index: number;
  /** offset from the top of the body, from the virtualiser */
  start: number;
  columns: readonly ListColumn[];
  template: string;
  selected: boolean;
  /** the one row the Tab key reaches (roving focus) */
  focusable: boolean;
  onOpen: (row: RecordValues) => void;
  onSelect: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, index: number) => void;
  cellContext: CellContext;
};

/**
 * One grid row. Memoised on its props, so scrolling only renders rows that come into view and
 * a new page leaves the rows already drawn alone.
 */
export const ListRow = memo(function ListRow({
  row,
  index,
  start,
  columns,
  template,
  selected,
  focusable,
  onOpen,
  onSelect,
  onKeyDown,
  cellContext,
}: Props) {
  return (
    // biome-ignore lint/a11y: virtualised rows need absolutely placed divs; the ARIA grid roles keep them a grid to assistive tech
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-index={index}
      tabIndex={focusable ? 0 : -1}
      className={`list-row${selected ? ' selected' : ''}${index % 2 ? ' odd' : ''}`}
      style={{ transform: `translateY(${start}px)`, gridTemplateColumns: template }}
      onClick={() => onOpen(row)}
      onFocus={() => onSelect(String(row.id))}
      onKeyDown={(event) => onKeyDown(event, index)}
    >
      {columns.map((column, at) => (
        // biome-ignore lint/a11y: virtualised rows need absolutely placed divs; the ARIA grid roles keep them a grid to assistive tech
        <div
          key={column.attribute}
          role="gridcell"
          className={`list-cell ${column.definition.cssClass ?? ''}`}
        >
          {renderCell(column, row, cellContext)}
          {at === 0 && cellContext.pendingIds?.has(String(row.id)) && <PendingMark />}
        </div>
      ))}
    </div>
  );
});
