import type { RecordValues } from '../../../api/data-api';
import { findOption, optionsOf, sameOptionValue } from '../../../fields/options/option-list.js';
import type { ObjectMeta, PropertyMeta } from '../../../metadata/object-metadata';
import type { ListColumn } from '../../views/columns';

/** One kanban lane: an option of the field, or the lane of records without a value. */
export type KanbanLane = {
  /** the option's value; null for the empty lane */
  value: string | number | null;
  label: string;
  color?: string | undefined;
  rows: RecordValues[];
  /** the aggregate count when known, else the loaded rows */
  count: number;
};

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

/** Counts per lane from a grouped fetch answering rows of {g: value, c: count}. */
export function countsFromGroups(rows: readonly RecordValues[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = laneKey(row.g ?? null);
    counts.set(key, (counts.get(key) ?? 0) + Number(row.c ?? 0));
  }
  return counts;
}

/** Lanes and values compare as text ('2' and 2 are one lane); the empty lane is ''. */
export function laneKey(value: unknown): string {
  return value === null || value === undefined || value === '' ? '' : String(value);
}

/**
 * One lane per option (in the option order, with its label and colour) plus the empty lane
 * when some record has no value or the counts say so. A value no option knows (a write-in, or
 * an option since removed) gets its own lane, so no record disappears.
 */
export function buildLanes(
  property: PropertyMeta,
  rows: readonly RecordValues[],
  counts?: Map<string, number>,
): KanbanLane[] {
  const options = optionsOf(property);
  const lanes: KanbanLane[] = options.map((option) => ({
    value: option.value,
    label: option.label,
    color: option.color,
    rows: [],
    count: 0,
  }));
  let empty: KanbanLane | undefined;
  for (const row of rows) {
    const value = row[property.logicalName];
    if (laneKey(value) === '') {
      empty ??= { value: null, label: '', rows: [], count: 0 };
      empty.rows.push(row);
      continue;
    }
    let lane = lanes.find((item) => sameOptionValue(item.value, value));
    if (!lane) {
      lane = { value: value as string | number, label: String(value), rows: [], count: 0 };
      lanes.push(lane);
    }
    lane.rows.push(row);
  }
  if (!empty && (counts?.get('') ?? 0) > 0) empty = { value: null, label: '', rows: [], count: 0 };
  if (empty) lanes.push(empty);
  for (const lane of lanes) {
    lane.count = Math.max(counts?.get(laneKey(lane.value)) ?? 0, lane.rows.length);
  }
  return lanes;
}

/** The lane label a user reads for a value (the option label, or the value itself). */
export function laneLabel(property: PropertyMeta, value: unknown): string {
  return findOption(optionsOf(property), value)?.label ?? String(value ?? '');
}
