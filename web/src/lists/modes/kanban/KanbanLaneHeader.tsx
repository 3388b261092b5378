import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../../data/data-api';
import type { FormatValueOptions } from '../../../fields/format-value';
import { type LaneSum, type LaneTotalField, laneTotalText, loadedTotal } from './lane-totals';
import type { KanbanLane } from './lanes';

type Props = {
  lane: KanbanLane;
  label: string;
  /** the cards the lane shows (moves placed) */
  cards: readonly RecordValues[];
  hasMore: boolean;
  /** the field the header totals; none when the board shows no totals */
  total: LaneTotalField | undefined;
  /** the server's sums over the whole lane; undefined while unknown (loading or failed) */
  sums: LaneSum[] | undefined;
  format: FormatValueOptions;
};

/**
 * A lane's title, its record count and the total of its money field. Count and total are the
 * server's over every record of the lane; while those are unknown they are of the loaded
 * cards, with '+' when the lane has more pages (the list footer's way), so a partial sum never
 * passes for the whole.
 */
export function KanbanLaneHeader({ lane, label, cards, hasMore, total, sums, format }: Props) {
  const { t } = useTranslation('lists');
  const partial = lane.count === undefined && hasMore ? '+' : '';
  const count = lane.count ?? cards.length;
  const field = total?.property.displayName ?? '';
  return (
    <header className="kanban-lane-header">
      <h2 className="kanban-lane-title">
        <span>{label}</span>
        <span className="kanban-lane-count" title={t('modes.kanban.countHint')}>
          {`${count}${partial}`}
        </span>
      </h2>
      {total && (
        <p
          className="kanban-lane-total"
          title={t(sums ? 'modes.kanban.totalHint' : 'modes.kanban.loadedTotalHint', { field })}
        >
          <span className="visually-hidden">{`${field}: `}</span>
          {`${laneTotalText(sums ?? loadedTotal(cards, total), total, format)}${sums ? '' : partial}`}
        </p>
      )}
    </header>
  );
}
