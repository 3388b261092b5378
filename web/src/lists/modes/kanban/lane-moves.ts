import { isLookupValue, type RecordValues } from '../../../data/data-api';
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

/** What a moved card adds to a lane's total: its amount and the currency it is in. */
export type MovedAmount = { amount?: number | null | undefined; currency?: unknown };

/** A currency as the grouped totals name it (a lookup, an id or nothing) compared by its id. */
export function currencyKey(value: unknown): string {
  if (isLookupValue(value)) return value.id;
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The grouped counts ({g, c} rows, with the sum s and the currency cur when the lanes show
 * totals) with one record moved from one lane to another: what the lanes show until the
 * server's fresh counts arrive. The record leaves the group of its lane and currency and joins
 * the one of its new lane (a new group when the counts lacked it).
 */
export function shiftGroups(
  groups: readonly RecordValues[],
  from: LaneValue,
  to: LaneValue,
  moved: MovedAmount = {},
): RecordValues[] {
  const fromKey = laneKey(from);
  const toKey = laneKey(to);
  if (fromKey === toKey) return [...groups];
  const amount = Number(moved.amount ?? 0) || 0;
  const summed = groups.some((group) => 's' in group);
  const byCurrency = groups.some((group) => 'cur' in group);
  const currency = currencyKey(moved.currency);
  const holds = (group: RecordValues, key: string) =>
    laneKey(group.g) === key && (!byCurrency || currencyKey(group.cur) === currency);
  const change = (group: RecordValues, count: number, sign: 1 | -1): RecordValues => ({
    ...group,
    c: count + sign,
    ...(summed ? { s: Number(group.s ?? 0) + sign * amount } : {}),
  });
  // '' and null are one lane but may be two groups: take from one with records, add to one
  let left = false;
  let arrived = false;
  const shifted = groups.map((group) => {
    const count = Number(group.c ?? 0);
    if (!left && count > 0 && holds(group, fromKey)) {
      left = true;
      return change(group, count, -1);
    }
    if (!arrived && holds(group, toKey)) {
      arrived = true;
      return change(group, count, 1);
    }
    return group;
  });
  if (arrived) return shifted;
  return [
    ...shifted,
    {
      g: to,
      c: 1,
      ...(summed ? { s: amount } : {}),
      ...(byCurrency ? { cur: moved.currency ?? null } : {}),
    },
  ];
}

/**
 * The lane a keyboard move goes to: the nearest lane on that side that takes cards (a
 * required field's empty lane does not), or none at the board's edge.
 */
export function neighbourLane<Lane extends { key: string }>(
  lanes: readonly Lane[],
  targets: readonly Lane[],
  key: string,
  step: -1 | 1,
): Lane | undefined {
  const start = lanes.findIndex((lane) => lane.key === key);
  if (start < 0) return undefined;
  for (let index = start + step; index >= 0 && index < lanes.length; index += step) {
    const lane = lanes[index];
    if (lane && targets.some((target) => target.key === lane.key)) return lane;
  }
  return undefined;
}
