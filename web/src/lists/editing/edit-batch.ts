import type { OperationResult, RecordOperation } from '@strata/api/contract/records';
import { serverSetColumns } from '@strata/api/contract/server-written';
import type { RecordValues } from '../../data/data-api';
import { fieldKind } from '../../fields/field-kind';
import type { ListColumn } from '../../list-views/columns';
import type { PropertyMeta } from '../../metadata/object-metadata';

/**
 * The pure half of edit in place and mass edit: which columns may be edited, the pending
 * edits of a list, the one executeMultiple batch they make and how its answers map back to
 * rows. No React here, so all of it is unit tested.
 */

/** A row added in edit in place, keyed by a client-side key until the server gives an id. */
export type NewRow = { key: string; values: RecordValues };

export type ListEdits = {
  /** changed values of existing rows, by id */
  changes: Record<string, RecordValues>;
  /** rows added, in the order the user added them */
  created: NewRow[];
  /** ids of existing rows marked for deletion */
  deleted: string[];
};

export const noEdits: ListEdits = { changes: {}, created: [], deleted: [] };

/** Columns only the server writes, plus the key. */
const serverColumns: ReadonlySet<string> = new Set(['id', ...serverSetColumns]);
/** Kinds a one-line cell cannot edit, or nobody edits by hand. */
const notCellKinds = new Set(['autonumber', 'readonly', 'button', 'image', 'file']);

/** A property the user may type into: the entity's own, not server-set, not an AutoNumber. */
export function isEditableProperty(property: PropertyMeta): boolean {
  return !serverColumns.has(property.logicalName) && !notCellKinds.has(fieldKind(property));
}

/**
 * The visible columns that edit in place turns into editors: the entity's own editable ones,
 * except columns the view marks disabled.
 */
export function isEditableColumn(column: ListColumn): boolean {
  return (
    !column.entityName &&
    !column.definition.disabled &&
    !!column.property &&
    isEditableProperty(column.property)
  );
}

export function hasEdits(edits: ListEdits): boolean {
  return edits.created.length > 0 || edits.deleted.length > 0 || Object.keys(edits.changes).length > 0;
}

const same = (left: unknown, right: unknown): boolean => {
  const norm = (value: unknown) =>
    value === undefined || value === ''
      ? null
      : typeof value === 'object' && value
        ? JSON.stringify(value)
        : value;
  return norm(left) === norm(right);
};

/**
 * Records one cell's new value. A value set back to what the server sent drops the change, so
 * highlighting and "are there changes" follow what would really be saved.
 */
export function setCell(edits: ListEdits, row: RecordValues, key: string, value: unknown): ListEdits {
  const id = String(row.id);
  const current = { ...(edits.changes[id] ?? {}) };
  if (same(row[key], value)) delete current[key];
  else current[key] = value;
  const changes = { ...edits.changes };
  if (Object.keys(current).length) changes[id] = current;
  else delete changes[id];
  return { ...edits, changes };
}

export function setNewCell(edits: ListEdits, rowKey: string, key: string, value: unknown): ListEdits {
  return {
    ...edits,
    created: edits.created.map((row) =>
      row.key === rowKey ? { ...row, values: { ...row.values, [key]: value } } : row,
    ),
  };
}

/** Toggles the delete mark of a row; "deleting" a created row drops it (spec 001 section 4). */
export function toggleDelete(edits: ListEdits, rowKey: string): ListEdits {
  if (edits.created.some((row) => row.key === rowKey)) {
    return { ...edits, created: edits.created.filter((row) => row.key !== rowKey) };
  }
  const deleted = edits.deleted.includes(rowKey)
    ? edits.deleted.filter((id) => id !== rowKey)
    : [...edits.deleted, rowKey];
  return { ...edits, deleted };
}

/** The server's form of a value: a lookup travels as its id. */
function wireValue(value: unknown): unknown {
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return value;
}

function wireValues(values: RecordValues): RecordValues {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, wireValue(value)]));
}

/** One operation of a batch and the row key its answer belongs to. */
export type BatchItem = { key: string; operation: RecordOperation };

/**
 * Every create, update (changed fields + id + versionnumber) and delete of the edits, for one
 * executeMultiple. Rows both changed and marked for deletion are only deleted.
 */
export function buildEditBatch(entity: string, rows: readonly RecordValues[], edits: ListEdits): BatchItem[] {
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const items: BatchItem[] = [];
  for (const row of edits.created) {
    const values = Object.fromEntries(Object.entries(row.values).filter(([, value]) => !same(value, null)));
    items.push({
      key: row.key,
      operation: { name: entity, operation: 'create', object: wireValues(values) },
    });
  }
  for (const [id, values] of Object.entries(edits.changes)) {
    const row = byId.get(id);
    if (!row || edits.deleted.includes(id)) continue;
    items.push({
      key: id,
      operation: {
        name: entity,
        operation: 'update',
        object: { ...wireValues(values), id, versionnumber: row.versionnumber },
      },
    });
  }
  for (const id of edits.deleted) {
    const row = byId.get(id);
    if (!row) continue;
    items.push({
      key: id,
      operation: { name: entity, operation: 'delete', object: { id, versionnumber: row.versionnumber } },
    });
  }
  return items;
}

/** The same values written to each of the rows (mass edit). */
export function buildMassEditBatch(
  entity: string,
  rows: readonly RecordValues[],
  values: RecordValues,
): BatchItem[] {
  return rows.map((row) => ({
    key: String(row.id),
    operation: {
      name: entity,
      operation: 'update',
      object: { ...wireValues(values), id: String(row.id), versionnumber: row.versionnumber },
    },
  }));
}

/** Deletes of the rows (super edit's Delete). */
export function buildDeleteBatch(entity: string, rows: readonly RecordValues[]): BatchItem[] {
  return rows.map((row) => ({
    key: String(row.id),
    operation: {
      name: entity,
      operation: 'delete',
      object: { id: String(row.id), versionnumber: row.versionnumber },
    },
  }));
}

export type BatchOutcome = {
  /** keys of the items that succeeded */
  succeeded: string[];
  /** error text per failed key */
  errors: Record<string, string>;
  /** keys of the deletes that succeeded, and their audit rows when the server offers undo */
  deleted: { key: string; auditId?: string }[];
};

/** Pairs executeMultiple's answers (one per item, in order) with the row keys. */
export function mapBatchResults(
  items: readonly BatchItem[],
  results: readonly OperationResult[],
): BatchOutcome {
  const outcome: BatchOutcome = { succeeded: [], errors: {}, deleted: [] };
  items.forEach((item, index) => {
    const result = results[index];
    if (result && 'result' in result) {
      outcome.succeeded.push(item.key);
      if (item.operation.operation === 'delete')
        outcome.deleted.push({ key: item.key, ...(result.auditId ? { auditId: result.auditId } : {}) });
    } else
      outcome.errors[item.key] = result && 'error' in result ? result.error.message : 'Unknown Update Error';
  });
  return outcome;
}

/**
 * The edits still pending after a save: those of the failed rows, so the user can fix them
 * and save again; everything that succeeded is reloaded from the server.
 */
export function keepFailed(edits: ListEdits, outcome: BatchOutcome): ListEdits {
  const failed = (key: string) => key in outcome.errors;
  return {
    changes: Object.fromEntries(Object.entries(edits.changes).filter(([id]) => failed(id))),
    created: edits.created.filter((row) => failed(row.key)),
    deleted: edits.deleted.filter(failed),
  };
}
