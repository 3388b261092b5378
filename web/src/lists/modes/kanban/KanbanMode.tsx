import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../context/shell-context';
import type { RecordValues } from '../../../data/data-api';
import { useFormatOptions } from '../../../fields/use-format-options';
import { canDo } from '../../../session/permissions';
import type { ListModeProps } from '../list-modes';
import { KanbanLaneColumn } from './KanbanLaneColumn';
import { neighbourLane, placeCards } from './lane-moves';
import { pickTotalField } from './lane-totals';
import { buildLanes, type KanbanLane, pickKanbanField } from './lanes';
import { useCardFocus } from './use-card-focus';
import { useKanbanMoves } from './use-kanban-moves';
import { useLaneCards } from './use-lane-cards';
import { useLaneCounts } from './use-lane-counts';
import '../../../styles/list-modes.css';

/** Columns a card shows under the name (spec: two or three). */
const cardColumns = 3;

/**
 * Kanban mode (spec 001 section 2): lanes from an option-set field with a count per lane (and
 * the total of a money field), each lane loading its own cards from the server in pages of 50
 * (so a lane of 300 records is not limited to those among the list's loaded pages). Dragging a
 * card to another lane, choosing one in its Move menu or Ctrl+ArrowLeft / Ctrl+ArrowRight
 * saves the field; the move shows at once and is undone when the server refuses it.
 */
export function KanbanMode({
  entity,
  object,
  body,
  columns,
  query,
  rows,
  openRecord,
  reload,
}: ListModeProps) {
  const { t } = useTranslation('lists');
  const { context } = useShell();
  const field = useMemo(() => pickKanbanField(body, columns, object), [body, columns, object]);
  const total = useMemo(() => pickTotalField(body, columns, object), [body, columns, object]);
  const counts = useLaneCounts(entity, query, field?.logicalName, total);
  // the list's loaded rows name lanes too (a value no option knows): a board whose counts failed still has them
  const lanes = useMemo(
    () => (field ? buildLanes(field, counts.counts, rows) : []),
    [field, counts.counts, rows],
  );
  // a moved card carries its amount to its new lane's total
  const extra = useMemo(
    () => (total ? [total.property.logicalName, ...(total.currencyField ? [total.currencyField] : [])] : []),
    [total],
  );
  const cards = useLaneCards(entity, query, field?.logicalName, lanes, extra);
  const amountOf = useCallback(
    (row: RecordValues) =>
      total
        ? {
            amount: row[total.property.logicalName] as number | null | undefined,
            currency: total.currencyField ? row[total.currencyField] : undefined,
          }
        : {},
    [total],
  );
  const { moves, move } = useKanbanMoves({
    entity,
    field: field?.logicalName,
    trackCount: counts.track,
    amountOf,
    reloadLane: cards.reload,
    reloadList: reload,
  });
  const shownCards = useMemo(
    () =>
      new Map(
        lanes.map((lane) => [lane.key, placeCards(lane.key, cards.pages.get(lane.key)?.rows ?? [], moves)]),
      ),
    [lanes, cards.pages, moves],
  );
  const boardRef = useRef<HTMLElement>(null);
  const keepFocus = useCardFocus(boardRef, shownCards);
  const [drag, setDrag] = useState<{ id: string; from: string } | null>(null);

  const mayUpdate = !!field && !field.isDisabled && canDo(context.permDict, entity, 'update');
  // a required field cannot be emptied, so the empty lane takes no cards then
  const targets = useMemo(
    () =>
      mayUpdate ? lanes.filter((lane) => lane.value !== null || !field?.flags.includes('Required')) : [],
    [lanes, mayUpdate, field],
  );
  const shown = useMemo(
    () =>
      columns
        .filter((column) => column.property && column.key !== 'name' && column.key !== field?.logicalName)
        .slice(0, cardColumns),
    [columns, field],
  );
  // cards and lane totals follow the organisation's number format, as list cells do
  const format = useFormatOptions();

  /** A move the focus follows: the keyboard's, or the menu's; back to the card after a refusal. */
  const moveFocused = useCallback(
    async (row: RecordValues, from: KanbanLane, to: KanbanLane) => {
      const id = String(row.id);
      keepFocus(id);
      if (!(await move(row, from, to))) keepFocus(id);
    },
    [keepFocus, move],
  );

  /** A dropped card by its id: the card as shown and the lane it is shown in. */
  const dropCard = useCallback(
    (id: string, target: KanbanLane) => {
      // the dragged card leaves its lane before its dragend, which then reaches no handler
      setDrag(null);
      for (const lane of lanes) {
        const row = shownCards.get(lane.key)?.find((item) => String(item.id) === id);
        if (row) {
          void move(row, lane, target);
          return;
        }
      }
    },
    [lanes, shownCards, move],
  );

  if (!field) return <p className="empty-state list-mode-message">{t('modes.kanban.noField')}</p>;

  return (
    <section
      ref={boardRef}
      className="kanban-board"
      aria-label={t('modes.kanban.board', { field: field.displayName })}
    >
      {lanes.map((lane) => (
        <KanbanLaneColumn
          key={lane.key}
          lane={lane}
          cards={shownCards.get(lane.key) ?? []}
          page={cards.pages.get(lane.key)}
          accepts={targets.includes(lane)}
          targets={targets}
          columns={shown}
          format={format}
          total={total}
          sums={counts.totals ? (counts.totals.get(lane.key) ?? []) : undefined}
          drag={drag}
          onDropCard={(id) => dropCard(id, lane)}
          onOpen={(row: RecordValues) => openRecord(String(row.id))}
          onMove={(row, target) => void moveFocused(row, lane, target)}
          onStep={(row, step) => {
            const target = neighbourLane(lanes, targets, lane.key, step);
            if (target) void moveFocused(row, lane, target);
          }}
          onMoved={(row) => keepFocus(String(row.id))}
          onDragStart={(row) => setDrag({ id: String(row.id), from: lane.key })}
          onDragEnd={() => setDrag(null)}
          onLoadMore={() => cards.loadMore(lane.key)}
          onRetry={() => void cards.reload(lane.key)}
        />
      ))}
    </section>
  );
}
