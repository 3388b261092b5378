import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../../api/data-api';
import { canDo } from '../../../session/permissions';
import { useShell } from '../../../shell/shell-context';
import { alertMessage } from '../../../ui/prompts';
import type { ListModeProps } from '../list-modes';
import { saveRecordChange } from '../save-change';
import { KanbanCard } from './KanbanCard';
import { buildLanes, type KanbanLane, laneKey, pickKanbanField } from './lanes';
import { useLaneCounts } from './use-lane-counts';
import '../../../styles/list-modes.css';

type Move = { value: unknown; version?: number };

/** Columns a card shows under the name (spec: two or three). */
const cardColumns = 3;

/**
 * Kanban mode (spec 001 section 2): lanes from an option-set field with a count per lane;
 * dragging a card to another lane (or choosing one in its "Move to" list) saves the field.
 * The move shows at once and is undone when the server refuses it.
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
  const { t, i18n } = useTranslation('lists');
  const { context } = useShell();
  const field = useMemo(() => pickKanbanField(body, columns, object), [body, columns, object]);
  const { counts, refresh } = useLaneCounts(entity, query, field?.logicalName);
  /**
   * Moves by record id, shown before the server answers; fresh rows replace them. A saved move
   * also knows the record's new version (the server adds one), so a second move of the card
   * before the list has reloaded is not refused as a conflict.
   */
  const [moved, setMoved] = useState<ReadonlyMap<string, Move>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows are the reason to forget
  useEffect(() => setMoved(new Map()), [rows]);

  const lanes = useMemo(() => {
    if (!field) return [];
    const current = rows.map((row) => {
      const id = String(row.id);
      const move = moved.get(id);
      if (!move) return row;
      return { ...row, [field.logicalName]: move.value, versionnumber: move.version ?? row.versionnumber };
    });
    return buildLanes(field, current, counts);
  }, [field, rows, moved, counts]);

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
  const format = useMemo(
    () => ({
      language: i18n.resolvedLanguage ?? i18n.language,
      currencyDict: context.currencyDict,
      t: i18n.t,
    }),
    [i18n, context.currencyDict],
  );

  const move = useCallback(
    async (row: RecordValues, lane: KanbanLane) => {
      if (!field || laneKey(row[field.logicalName]) === laneKey(lane.value)) return;
      const id = String(row.id);
      setMoved((current) => new Map(current).set(id, { value: lane.value }));
      try {
        await saveRecordChange(entity, row, { [field.logicalName]: lane.value });
        const version = Number(row.versionnumber) + 1;
        setMoved((current) => new Map(current).set(id, { value: lane.value, version }));
        reload();
        refresh();
      } catch (error) {
        setMoved((current) => {
          const next = new Map(current);
          next.delete(id);
          return next;
        });
        await alertMessage(t('modes.saveFailed'), error instanceof Error ? error.message : String(error));
      }
    },
    [entity, field, reload, refresh, t],
  );

  if (!field) return <p className="empty-state list-mode-message">{t('modes.kanban.noField')}</p>;
  const rowById = (id: string) => lanes.flatMap((lane) => lane.rows).find((row) => String(row.id) === id);

  return (
    <section className="kanban-board" aria-label={t('modes.kanban.board', { field: field.displayName })}>
      {lanes.map((lane) => {
        const key = laneKey(lane.value);
        const label = lane.label || t('modes.kanban.emptyLane');
        const accepts = targets.includes(lane);
        return (
          <section
            key={key}
            className="kanban-lane"
            data-lane={key}
            aria-label={label}
            style={lane.color ? { borderTopColor: lane.color } : undefined}
            onDragOver={(event) => {
              if (!accepts) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
            }}
            onDrop={(event) => {
              event.preventDefault();
              const row = rowById(event.dataTransfer.getData('text/plain'));
              if (row && accepts) void move(row, lane);
            }}
          >
            <h3 className="kanban-lane-title">
              <span>{label}</span>
              <span className="kanban-lane-count" title={t('modes.kanban.countHint')}>
                {lane.count}
              </span>
            </h3>
            <ul className="kanban-cards">
              {lane.rows.map((row) => (
                <KanbanCard
                  key={String(row.id)}
                  row={row}
                  columns={shown}
                  format={format}
                  targets={targets}
                  currentKey={key}
                  onOpen={() => openRecord(String(row.id))}
                  onMove={(target) => void move(row, target)}
                />
              ))}
            </ul>
            {lane.rows.length < lane.count && (
              <p className="kanban-lane-more">
                {t('modes.kanban.more', { n: lane.count - lane.rows.length })}
              </p>
            )}
          </section>
        );
      })}
    </section>
  );
}
