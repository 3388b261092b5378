import type { FetchQuery } from '@strata/api/contract/query';
import { escapeLike, fetchLimits } from '@strata/api/contract/query-rules';
import { inBatches } from '../api/batches';
import type { PropertyMeta } from '../metadata/object-metadata';
import { type ImportMessage, message } from './import-message';
import { type ImportRow, rowErrors, rowObject } from './import-rows';
import { type FetchRows, lookupBatchSize, searchable } from './lookup-resolution';

/** 'Matching Records' (spec 001 section 5): 0 Update Existing, 1 Skip Existing, 2 Create New. */
export const matchModes = [0, 1, 2] as const;
export type MatchMode = (typeof matchModes)[number];

/** An existing record a row matched: what an update must name. */
export type ExistingRecord = { id: string; versionnumber: number };

/** What Import does with one row. */
export type PlannedRow =
  | { row: number; action: 'create' | 'update'; object: Record<string, unknown> }
  | { row: number; action: 'skip' }
  | { row: number; action: 'error'; messages: ImportMessage[] };

/** Text fields match whatever the letter case ("ACME" finds "Acme"), as ids do. */
const ignoresCase = (property: PropertyMeta) => property.type === 'String' || property.type === 'Guid';

/** The key a value is matched by: ids and texts in lower case, anything else as written. */
export function matchKey(property: PropertyMeta, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'object' ? String((value as { id?: unknown }).id ?? '') : String(value);
  return ignoresCase(property) ? text.toLowerCase() : text;
}

/**
 * The existing records of one batch of keys, by the chosen field: an `in` condition, or for a
 * text field one `like` per key without wildcards, OR-ed (the server's `like` ignores case).
 */
export function matchQuery(entity: string, field: PropertyMeta, keys: readonly string[]): FetchQuery {
  const attribute = field.logicalName;
  const filter =
    field.type === 'String'
      ? {
          type: 'or' as const,
          conditions: keys.map((key) => ({ attribute, operator: 'like' as const, value: escapeLike(key) })),
        }
      : { conditions: [{ attribute, operator: 'in' as const, value: [...keys] }] };
  return {
    entity: {
      name: entity,
      attributes: [
        { attribute: 'id' },
        { attribute: 'versionnumber' },
        ...(attribute === 'id' ? [] : [{ attribute }]),
      ],
      filter,
    },
    count: fetchLimits.pageSize,
  };
}

/**
 * Finds the existing records the rows match by `field`, batched like lookups (100 distinct
 * keys per query). Answers every record per key; more than one is for the plan to judge.
 */
export async function findMatches(
  entity: string,
  field: PropertyMeta,
  rows: readonly ImportRow[],
  fetchRows: FetchRows,
  onBatch?: (done: number, total: number) => void,
): Promise<Map<string, ExistingRecord[]>> {
  const keys = new Set<string>();
  for (const row of rows) {
    if (rowErrors(row).length > 0) continue;
    const key = matchKey(field, row.cells[field.logicalName]?.value);
    if (key !== null && searchable(key)) keys.add(key);
  }
  const matches = new Map<string, ExistingRecord[]>();
  const batches = inBatches([...keys], lookupBatchSize);
  for (const [index, batch] of batches.entries()) {
    const records = await fetchRows(matchQuery(entity, field, batch));
    for (const record of records) {
      const key = matchKey(field, record[field.logicalName]);
      if (key === null) continue;
      const existing = { id: String(record.id), versionnumber: Number(record.versionnumber) };
      matches.set(key, [...(matches.get(key) ?? []), existing]);
    }
    onBatch?.(index + 1, batches.length);
  }
  return matches;
}

export type PlanOptions = {
  /** the 'Find Matching Records By' field; undefined for none */
  field: PropertyMeta | undefined;
  mode: MatchMode;
  matches: ReadonlyMap<string, ExistingRecord[]>;
  /** the first row of each key so far: a streamed file's batches share one, so a key repeated
   * in a later batch is still reported */
  firstRowOfKey?: Map<string, number>;
};

/**
 * Decides each row: rows with a bad cell are not written (they are reported); without a match
 * field, or with Create New, every row creates. Otherwise a row whose key matches one record
 * updates it (Update Existing) or is skipped (Skip Existing); a key matching several records
 * cannot update safely and is reported; a key repeated in the file (case aside for texts) is
 * reported from its second row on, since both rows would write the same record.
 */
export function planImport(rows: readonly ImportRow[], options: PlanOptions): PlannedRow[] {
  const { field, mode, matches } = options;
  const firstRowOfKey = options.firstRowOfKey ?? new Map<string, number>();
  return rows.map((row): PlannedRow => {
    const errors = rowErrors(row);
    if (errors.length > 0) return { row: row.row, action: 'error', messages: errors };
    const value = field ? row.cells[field.logicalName]?.value : undefined;
    const key = field && mode !== 2 ? matchKey(field, value) : null;
    // messages name the value as the file wrote it, not its lower-case key
    const written = typeof value === 'object' && value !== null ? String(key) : String(value);
    if (!field || key === null) return { row: row.row, action: 'create', object: rowObject(row, 'create') };
    const first = firstRowOfKey.get(key);
    if (first !== undefined) {
      return {
        row: row.row,
        action: 'error',
        messages: [message('errors.duplicateKey', { field: field.displayName, value: written, row: first })],
      };
    }
    firstRowOfKey.set(key, row.row);
    const existing = matches.get(key) ?? [];
    const [record] = existing;
    if (!record) return { row: row.row, action: 'create', object: rowObject(row, 'create') };
    if (mode === 1) return { row: row.row, action: 'skip' };
    if (existing.length > 1) {
      return {
        row: row.row,
        action: 'error',
        messages: [
          message('errors.manyMatches', { field: field.displayName, value: written, count: existing.length }),
        ],
      };
    }
    return {
      row: row.row,
      action: 'update',
      object: { ...rowObject(row, 'update'), id: record.id, versionnumber: record.versionnumber },
    };
  });
}

/** The confirmation's counts (spec 001 section 8) and what else the plan holds. */
export function planCounts(plan: readonly PlannedRow[]) {
  const count = (action: PlannedRow['action']) => plan.filter((item) => item.action === action).length;
  return { creates: count('create'), updates: count('update'), skips: count('skip'), errors: count('error') };
}
