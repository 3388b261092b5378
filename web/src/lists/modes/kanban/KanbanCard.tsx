import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../../data/data-api';
import { type FormatValueOptions, formatValue } from '../../../fields/format-value';
import type { ListColumn } from '../../../list-views/columns';
import { KanbanCardMenu } from './KanbanCardMenu';
import type { KanbanLane } from './lanes';

/** The drag data type of a kanban card: lanes take drops of cards only (not files or text). */
export const cardDragType = 'application/x-strata-kanban-card';

type Props = {
  row: RecordValues;
  /** the columns shown under the name (already without the name and the lane field) */
  columns: readonly ListColumn[];
  format: FormatValueOptions;
  /** the lanes a card may move to; empty when the user may not update */
  targets: readonly KanbanLane[];
  currentKey: string;
  /** while this card is being dragged */
  dragging: boolean;
  onOpen: () => void;
  onMove: (lane: KanbanLane) => void;
  /** Ctrl+ArrowLeft (-1) or Ctrl+ArrowRight (1): to the neighbouring lane */
  onStep: (step: -1 | 1) => void;
  /** puts the focus on this card wherever it now is (after a move from its menu) */
  onMoved: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
};

/**
 * A record on a kanban board: its name and a few columns, opening the record. A user who may
 * change the lane field drags it to another lane, picks one in its Move menu, or presses
 * Ctrl+ArrowLeft / Ctrl+ArrowRight with the card focused; others get neither.
 */
export function KanbanCard({
  row,
  columns,
  format,
  targets,
  currentKey,
  dragging,
  onOpen,
  onMove,
  onStep,
  onMoved,
  onDragStart,
  onDragEnd,
}: Props) {
  const { t } = useTranslation('lists');
  const name = typeof row.name === 'string' && row.name ? row.name : t('noName');
  const movable = targets.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    // the menu is a portal: its keys bubble here through React, not through the card's DOM
    if (!movable || !event.currentTarget.contains(event.target as Node)) return;
    if (!event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    onStep(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <li
      className={dragging ? 'kanban-card kanban-card-dragging' : 'kanban-card'}
      data-id={String(row.id)}
      draggable={movable}
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer.setData(cardDragType, String(row.id));
        event.dataTransfer.setData('text/plain', name);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
    >
      <button
        type="button"
        className="kanban-card-open"
        onClick={onOpen}
        aria-keyshortcuts={movable ? 'Control+ArrowLeft Control+ArrowRight' : undefined}
      >
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
        <KanbanCardMenu
          name={name}
          targets={targets}
          currentKey={currentKey}
          onMove={onMove}
          onMoved={onMoved}
        />
      )}
    </li>
  );
}
