import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../../api/data-api';
import { type FormatValueOptions, formatValue } from '../../../fields/format-value';
import type { ListColumn } from '../../views/columns';
import type { KanbanLane } from './lanes';
import { laneKey } from './lanes';

type Props = {
  row: RecordValues;
  /** the columns shown under the name (already without the name and the lane field) */
  columns: readonly ListColumn[];
  format: FormatValueOptions;
  /** the lanes a card may move to; empty when the user may not update */
  targets: readonly KanbanLane[];
  currentKey: string;
  onOpen: () => void;
  onMove: (lane: KanbanLane) => void;
};

/**
 * A record on a kanban board: its name and a few columns. It is dragged to another lane, or
 * (for keyboards and touch) moved with its "Move to" list.
 */
export function KanbanCard({ row, columns, format, targets, currentKey, onOpen, onMove }: Props) {
  const { t } = useTranslation('lists');
  const name = typeof row.name === 'string' && row.name ? row.name : t('noName');
  const movable = targets.length > 0;
  return (
    <li
      className="kanban-card"
      data-id={String(row.id)}
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', String(row.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <button type="button" className="kanban-card-open" onClick={onOpen}>
        <span className="kanban-card-name">{name}</span>
        {columns.map((column) => {
          const text = column.property
            ? formatValue(column.property, row[column.key], { ...format, record: row })
            : '';
          return text ? (
            <span key={column.key} className="kanban-card-field">
              <span className="kanban-card-label">{column.label}</span> {text}
            </span>
          ) : null;
        })}
      </button>
      {movable && (
        <select
          className="kanban-card-move"
          aria-label={t('modes.kanban.moveTo', { name })}
          value={currentKey}
          onChange={(event) => {
            const lane = targets.find((item) => laneKey(item.value) === event.target.value);
            if (lane) onMove(lane);
          }}
        >
          {targets.map((lane) => (
            <option key={laneKey(lane.value)} value={laneKey(lane.value)}>
              {lane.label || t('modes.kanban.emptyLane')}
            </option>
          ))}
        </select>
      )}
    </li>
  );
}
