import type { RecordValues } from '../../../api/data-api';
import { type LaneValue, laneKey } from './lanes';

/** A card moved by the user and not yet confirmed by fresh lane pages. */
export type PendingMove = {
  /** the record as the card shows it: the new field value, and after the save its new version */
  row: RecordValues;
  /** the key of the lane it moved to */
  to: string;
};

/**
 * The cards a lane shows: its fetched cards without those moved elsewhere (or here: a pending
 * card shows once, at the top of its new lane), so a move shows at once and a page fetched
 * before the save cannot put the card back in its old lane.
 */
export function placeCards(
  key: string,
  fetched: readonly RecordValues[],
  moves: ReadonlyMap<string, PendingMove>,
): RecordValues[] {
  if (moves.size === 0) return fetched as RecordValues[];
  const arrived = [...moves.values()].filter((move) => move.to === key).map((move) => move.row);
  return [...arrived, ...fetched.filter((row) => !moves.has(String(row.id)))];
}

/**
 * The grouped counts ({g, c} rows) with one record moved from one lane to another: what the
 * counts show until the server's fresh counts arrive. A lane the counts lacked starts at 1.
 */
export function shiftGroups(groups: readonly RecordValues[], from: LaneValue, to: LaneValue): RecordValues[] {
  const fromKey = laneKey(from);
  const toKey = laneKey(to);
  if (fromKey === toKey) return [...groups];
  // '' and null are one lane but may be two groups: take from one with records, add to one
  let left = false;
  let arrived = false;
  const shifted = groups.map((group) => {
    const key = laneKey(group.g);
    const count = Number(group.c ?? 0);
    if (key === fromKey && !left && count > 0) {
      left = true;
      return { ...group, c: count - 1 };
    }
    if (key === toKey && !arrived) {
      arrived = true;
      return { ...group, c: count + 1 };
    }
    return group;
  });
  return arrived ? shifted : [...shifted, { g: to, c: 1 }];
}
