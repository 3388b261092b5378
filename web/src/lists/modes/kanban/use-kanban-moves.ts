import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../../data/data-api';
import { alertMessage } from '../../../ui/prompts';
import { saveRecordChange } from '../save-change';
import type { MovedAmount, PendingMove } from './lane-moves';
import type { KanbanLane, LaneValue } from './lanes';

type Options = {
  entity: string;
  field: string | undefined;
  /** shows the move in the counts and totals while it saves (use-lane-counts) */
  trackCount: (saving: Promise<unknown>, from: LaneValue, to: LaneValue, moved?: MovedAmount) => void;
  /** what the card adds to a lane total (nothing when the lanes show no totals) */
  amountOf?: ((row: RecordValues) => MovedAmount) | undefined;
  /** refetches a lane's loaded cards; resolves when they are in */
  reloadLane: (key: string) => Promise<void>;
  /** the list's own rows and footer count */
  reloadList: () => void;
};

/**
 * Moving a card to another lane: the card shows in its new lane at once (a pending move), the
 * field is saved with the version the card was read at, and the pending move is dropped only
 * once both lanes have fresh cards. A refused save (ERR_8001 names who changed the record, or
 * the server's message) drops it at once, so the card is back where it was, and says why.
 */
export function useKanbanMoves({ entity, field, trackCount, amountOf, reloadLane, reloadList }: Options) {
  const { t } = useTranslation('lists');
  const [moves, setMoves] = useState<ReadonlyMap<string, PendingMove>>(() => new Map());

  const move = useCallback(
    /** Resolves once the move is saved and both lanes reloaded (true), or refused and told (false). */
    async (row: RecordValues, from: KanbanLane, to: KanbanLane): Promise<boolean> => {
      if (!field || from.key === to.key) return false;
      const id = String(row.id);
      const pending: PendingMove = { row: { ...row, [field]: to.value }, to: to.key };
      setMoves((current) => new Map(current).set(id, pending));
      // only this move's entry: a later move of the same card keeps its own
      const forget = (entry: PendingMove) =>
        setMoves((current) => {
          if (current.get(id) !== entry) return current;
          const next = new Map(current);
          next.delete(id);
          return next;
        });

      const saving = saveRecordChange(entity, row, { [field]: to.value });
      trackCount(saving, from.value, to.value, amountOf?.(row));
      try {
        await saving;
      } catch (error) {
        forget(pending);
        await alertMessage(t('modes.saveFailed'), error instanceof Error ? error.message : String(error));
        return false;
      }
      // the server added one to the version: moving the card again before the lanes reload
      // must not be refused as a conflict
      const saved: PendingMove = {
        ...pending,
        row: { ...pending.row, versionnumber: Number(row.versionnumber) + 1 },
      };
      setMoves((current) => (current.get(id) === pending ? new Map(current).set(id, saved) : current));
      reloadList();
      await Promise.all([reloadLane(from.key), reloadLane(to.key)]);
      forget(saved);
      return true;
    },
    [entity, field, trackCount, amountOf, reloadLane, reloadList, t],
  );

  return { moves, move };
}
