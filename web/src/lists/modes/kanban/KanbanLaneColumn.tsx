import { type DragEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../../data/data-api';
import { nearEnd } from '../../../data/page-math';
import type { FormatValueOptions } from '../../../fields/format-value';
import type { ListColumn } from '../../../list-views/columns';
import { cardDragType, KanbanCard } from './KanbanCard';
import { KanbanLaneHeader } from './KanbanLaneHeader';
import type { LanePage } from './lane-paging';
import type { LaneSum, LaneTotalField } from './lane-totals';
import type { KanbanLane } from './lanes';

type Props = {
  lane: KanbanLane;
  /** the cards to show: the lane's loaded cards with pending moves placed */
  cards: readonly RecordValues[];
  page: LanePage | undefined;
  /** whether cards may be dropped here (update rights; not the empty lane of a required field) */
  accepts: boolean;
  targets: readonly KanbanLane[];
  columns: readonly ListColumn[];
  format: FormatValueOptions;
  total: LaneTotalField | undefined;
  /** the server's sums of the lane; undefined while unknown */
  sums: LaneSum[] | undefined;
  /** the card being dragged on this board and the lane it comes from; null when none is */
  drag: { id: string; from: string } | null;
  onDropCard: (id: string) => void;
  onOpen: (row: RecordValues) => void;
  onMove: (row: RecordValues, target: KanbanLane) => void;
  onStep: (row: RecordValues, step: -1 | 1) => void;
  onMoved: (row: RecordValues) => void;
  onDragStart: (row: RecordValues) => void;
  onDragEnd: () => void;
  onLoadMore: () => void;
  onRetry: () => void;
};

/**
 * One lane: its title, server count and total, its cards, and at its end a 'Load more' while
 * the lane has more pages. Scrolling the lane near its end (two lane heights, as the list)
 * loads the next page by itself; the button is the way for keyboards and for lanes too short
 * to scroll. While a card of another lane is dragged over it, a lane that takes it is marked.
 */
export function KanbanLaneColumn({
  lane,
  cards,
  page,
  accepts,
  targets,
  columns,
  format,
  total,
  sums,
  drag,
  onDropCard,
  onOpen,
  onMove,
  onStep,
  onMoved,
  onDragStart,
  onDragEnd,
  onLoadMore,
  onRetry,
}: Props) {
  const { t } = useTranslation('lists');
  const [over, setOver] = useState(false);
  // a drag given up (Escape, or dropped outside) leaves no lane marked for the next one
  useEffect(() => {
    if (!drag) setOver(false);
  }, [drag]);
  const label = lane.label || t('modes.kanban.emptyLane');
  const hasMore = page?.hasMore ?? false;
  const notLoaded = lane.count !== undefined ? lane.count - cards.length : 0;
  // a card of this board from another lane: files, text and a card over its own lane are not taken
  const takes = (event: DragEvent) =>
    accepts && drag !== null && drag.from !== lane.key && event.dataTransfer.types.includes(cardDragType);

  return (
    <section
      className={over && drag ? 'kanban-lane kanban-lane-drop' : 'kanban-lane'}
      data-lane={lane.key}
      aria-label={label}
      aria-busy={page?.loading ?? true}
      style={lane.color ? { borderTopColor: lane.color } : undefined}
      onDragEnter={(event) => {
        if (!takes(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!takes(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={(event) => {
        // leaving for one of its own cards is still over the lane
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        setOver(false);
        if (!takes(event)) return;
        event.preventDefault();
        onDropCard(event.dataTransfer.getData(cardDragType));
      }}
      onScroll={(event) => {
        const box = event.currentTarget;
        if (hasMore && nearEnd(box.scrollTop, box.clientHeight, box.scrollHeight)) onLoadMore();
      }}
    >
      <KanbanLaneHeader
        lane={lane}
        label={label}
        cards={cards}
        hasMore={hasMore}
        total={total}
        sums={sums}
        format={format}
      />
      <ul className="kanban-cards">
        {cards.map((row) => (
          <KanbanCard
            key={String(row.id)}
            row={row}
            columns={columns}
            format={format}
            targets={targets}
            currentKey={lane.key}
            dragging={drag?.id === String(row.id)}
            onOpen={() => onOpen(row)}
            onMove={(target) => onMove(row, target)}
            onStep={(step) => onStep(row, step)}
            onMoved={() => onMoved(row)}
            onDragStart={() => onDragStart(row)}
            onDragEnd={onDragEnd}
          />
        ))}
      </ul>
      {page?.error !== undefined && (
        <p className="kanban-lane-more kanban-lane-error" role="alert">
          {t('modes.kanban.loadFailed')}{' '}
          <button type="button" className="list-mode-link" onClick={onRetry}>
            {t('modes.kanban.retry')}
          </button>
        </p>
      )}
      {(hasMore || notLoaded > 0) && page?.error === undefined && (
        <div className="kanban-lane-more">
          {notLoaded > 0 && <span>{t('modes.kanban.more', { n: notLoaded })}</span>}
          {hasMore && (
            // not disabled while a page loads: the focus would leave it (a second press is ignored)
            <button type="button" className="kanban-lane-load" onClick={onLoadMore}>
              {t('modes.kanban.loadMore')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
