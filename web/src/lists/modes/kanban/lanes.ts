import type { RecordValues } from '../../../data/data-api';
import { findOption, optionsOf, sameOptionValue } from '../../../fields/options/option-list.js';
import type { ListColumn } from '../../../list-views/columns';
import type { ObjectMeta, PropertyMeta } from '../../../metadata/object-metadata';

/** A lane's value: an option of the field, or null for the lane of records without a value. */
export type LaneValue = string | number | null;

/** One kanban lane. Its cards are fetched per lane (use-lane-cards), not kept here. */
export type KanbanLane = {
  /** laneKey(value): how lanes, cards and counts find each other */
  key: string;
  value: LaneValue;
  label: string;
  color?: string | undefined;
  /** the server's count over the whole list; undefined while unknown (loading or failed) */
  count: number | undefined;
};

/** Server counts by lane key, with the value as the server gave it (2, not '2'). */
export type LaneCounts = Map<string, { value: LaneValue; count: number }>;

const isOptionSet = (property: PropertyMeta | undefined): property is PropertyMeta =>
  !!property && property.flags.includes('OptionSet') && !property.flags.includes('MultiSelect');

/**
 * The field the lanes come from: the view's `kanban.field` (or `kanbanField`), else the first
 * option-set column of the main entity, else the entity's first option-set property. A name the
 * entity lacks, or that is no option set, is skipped rather than drawing lanes of nothing.
 */
export function pickKanbanField(
  body: unknown,
  columns: readonly ListColumn[],
  object: ObjectMeta,
): PropertyMeta | undefined {
  const settings = body as { kanban?: { field?: unknown }; kanbanField?: unknown } | undefined;
  const named = settings?.kanban?.field ?? settings?.kanbanField;
  const byName = (name: unknown) => object.properties.find((property) => property.logicalName === name);
  const configured = byName(named);
  if (isOptionSet(configured)) return configured;
  const column = columns.find((item) => !item.entityName && isOptionSet(item.property));
  if (column?.property) return column.property;
  return object.properties.find(isOptionSet);
}

/** Lanes and values compare as text ('2' and 2 are one lane); the empty lane is ''. */
export function laneKey(value: unknown): string {
  return value === null || value === undefined || value === '' ? '' : String(value);
}

/** A record's value as a lane value ('' and undefined are the empty lane). */
export function laneValueOf(value: unknown): LaneValue {
  if (laneKey(value) === '') return null;
  return typeof value === 'number' ? value : String(value);
}

/** Counts per lane from a grouped fetch answering rows of {g: value, c: count}. */
export function countsFromGroups(rows: readonly RecordValues[]): LaneCounts {
  const counts: LaneCounts = new Map();
  for (const row of rows) {
    const key = laneKey(row.g);
    const count = (counts.get(key)?.count ?? 0) + Number(row.c ?? 0);
    counts.set(key, { value: laneValueOf(row.g), count });
  }
  return counts;
}

/**
 * One lane per option (in the option order, with its label and colour), then a lane for each
 * value no option knows (a write-in, or an option since removed) and the empty lane, when the
 * counts or the list's loaded rows show such records: no record disappears, and a board whose
 * counts failed still finds its lanes in the rows.
 */
export function buildLanes(
  property: PropertyMeta,
  counts: LaneCounts | undefined,
  rows: readonly RecordValues[] = [],
): KanbanLane[] {
  const lanes: KanbanLane[] = optionsOf(property).map((option) => ({
    key: laneKey(option.value),
    value: option.value,
    label: option.label,
    color: option.color,
    count: undefined,
  }));
  const seen = [
    ...[...(counts?.values() ?? [])].filter((item) => item.count > 0).map((item) => item.value),
    ...rows.map((row) => laneValueOf(row[property.logicalName])),
  ];
  let empty: KanbanLane | undefined;
  for (const value of seen) {
    if (value === null) {
      empty ??= { key: '', value: null, label: '', count: undefined };
    } else if (!lanes.some((lane) => sameOptionValue(lane.value, value))) {
      lanes.push({ key: laneKey(value), value, label: String(value), count: undefined });
    }
  }
  if (empty) lanes.push(empty);
  // counts that answered know every lane: a lane they do not name is empty
  if (counts) for (const lane of lanes) lane.count = counts.get(lane.key)?.count ?? 0;
  return lanes;
}

/** The lane label a user reads for a value (the option label, or the value itself). */
export function laneLabel(property: PropertyMeta, value: unknown): string {
  return findOption(optionsOf(property), value)?.label ?? String(value ?? '');
}
