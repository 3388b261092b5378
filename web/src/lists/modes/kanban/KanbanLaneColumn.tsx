import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../../api/data-api';
import type { FormatValueOptions } from '../../../fields/format-value';
import { nearEnd } from '../../paging/page-math';
import type { ListColumn } from '../../views/columns';
import { KanbanCard } from './KanbanCard';
import type { LanePage } from './lane-paging';
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
  onDropCard: (id: string) => void;
  onOpen: (row: RecordValues) => void;
  onMove: (row: RecordValues, target: KanbanLane) => void;
  onLoadMore: () => void;
  onRetry: () => void;
};

/**
 * One lane: its title and server count, its cards, and at its end a 'Load more' while the lane
 * has more pages. Scrolling the lane near its end (two lane heights, as the list) loads the
 * next page by itself; the button is the way for keyboards and for lanes too short to scroll.
 */
export function KanbanLaneColumn({
  lane,
  cards,
  page,
  accepts,
  targets,
  columns,
  format,
  onDropCard,
  onOpen,
  onMove,
  onLoadMore,
  onRetry,
}: Props) {
  const { t } = useTranslation('lists');
  const label = lane.label || t('modes.kanban.emptyLane');
  const hasMore = page?.hasMore ?? false;
  // counts that failed fall back to the loaded cards, with '+' while more pages exist (the footer's way)
  const count = lane.count ?? `${cards.length}${hasMore ? '+' : ''}`;
  const notLoaded = lane.count !== undefined ? lane.count - cards.length : 0;

  return (
    <section
      className="kanban-lane"
      data-lane={lane.key}
      aria-label={label}
      aria-busy={page?.loading ?? true}
      style={lane.color ? { borderTopColor: lane.color } : undefined}
      onDragOver={(event) => {
        if (!accepts) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(event) => {
        event.preventDefault();
        if (accepts) onDropCard(event.dataTransfer.getData('text/plain'));
      }}
      onScroll={(event) => {
        const box = event.currentTarget;
        if (hasMore && nearEnd(box.scrollTop, box.clientHeight, box.scrollHeight)) onLoadMore();
      }}
    >
      <h3 className="kanban-lane-title">
        <span>{label}</span>
        <span className="kanban-lane-count" title={t('modes.kanban.countHint')}>
          {count}
        </span>
      </h3>
      <ul className="kanban-cards">
        {cards.map((row) => (
          <KanbanCard
            key={String(row.id)}
            row={row}
            columns={columns}
            format={format}
            targets={targets}
            currentKey={lane.key}
            onOpen={() => onOpen(row)}
            onMove={(target) => onMove(row, target)}
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
