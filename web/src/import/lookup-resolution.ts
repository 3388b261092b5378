import type { FetchQuery } from '@strata/api/contract/query';
import { escapeLike, fetchLimits } from '@strata/api/contract/query-rules';
import { inBatches } from '../api/batches';
import type { RecordValues } from '../data/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { ImportColumn } from './import-columns';
import { message } from './import-message';
import type { ImportRow, RowCell } from './import-rows';
import type { FoundByEntity, LookupCache, WantedTexts } from './lookup-cache';

/** Spec 001 sections 7 and 9: import lookup resolution is batched at 100 values per query. */
export const lookupBatchSize = 100;

/** Lookup queries sent at once: enough to overlap their round trips, few enough to be polite. */
export const lookupsInFlight = 4;

export type FetchRows = (query: FetchQuery) => Promise<RecordValues[]>;

/**
 * The query of one batch. Ids: an `in` condition. Names: one `like` per name without wildcards
 * (escaped), OR-ed, since the server's `like` ignores case and `in` does not: "acme" in a file
 * finds "Acme".
 */
export function lookupQuery(entity: string, attribute: 'name' | 'id', values: readonly string[]): FetchQuery {
  const filter =
    attribute === 'id'
      ? { conditions: [{ attribute, operator: 'in' as const, value: [...values] }] }
      : {
          type: 'or' as const,
          conditions: values.map((value) => ({
            attribute,
            operator: 'like' as const,
            value: escapeLike(value),
          })),
        };
  return {
    entity: {
      name: entity,
      attributes: [{ attribute: 'id' }, { attribute: 'name' }],
      filter,
    },
    // duplicate names can give more rows than values; the most one page may hold
    count: fetchLimits.pageSize,
  };
}

/**
 * Whether a text can be looked for with an escaped `like`: one longer than any value the server
 * takes (escaping included), or with a NUL, is never sent, as the server would refuse the
 * whole query; no record can hold it anyway.
 */
export const searchable = (text: string) =>
  escapeLike(text).length <= fetchLimits.stringValue && !text.includes('\u0000');

function wantedTexts(
  rows: readonly ImportRow[],
  columns: readonly ImportColumn[],
  canRead: (entity: string) => boolean,
) {
  const wanted: WantedTexts = new Map();
  for (const column of columns) {
    const field = column.property.logicalName;
    const targets = (column.property.targets ?? []).filter(canRead);
    for (const row of rows) {
      const pending = row.cells[field]?.pending;
      if (!pending || !searchable(pending.text)) continue;
      for (const target of targets) {
        const entry = wanted.get(target) ?? { name: new Set<string>(), id: new Set<string>() };
        entry[pending.by].add(pending.text);
        wanted.set(target, entry);
      }
    }
  }
  return wanted;
}

/**
 * Finds the records that lookups given by name (or bare id) point to: per target entity, the
 * distinct texts in batches of 100, one query each. Both are keyed in lower case; `onBatch`
 * tells progress.
 */
async function lookUp(
  wanted: WantedTexts,
  fetchRows: FetchRows,
  onBatch?: (done: number, total: number) => void,
): Promise<FoundByEntity> {
  const jobs: { entity: string; by: 'name' | 'id'; values: string[] }[] = [];
  for (const [entity, texts] of wanted) {
    for (const by of ['name', 'id'] as const) {
      for (const values of inBatches([...texts[by]], lookupBatchSize)) jobs.push({ entity, by, values });
    }
  }
  // a few queries in flight at once (each waits mostly on the network and the database);
  // their answers are taken in the jobs' order, so what is found does not depend on timing
  const answers: RecordValues[][] = new Array(jobs.length);
  let done = 0;
  let next = 0;
  let failed = false;
  const worker = async () => {
    // after a failure no further query is sent: the look-up fails as a whole, as before
    while (!failed && next < jobs.length) {
      const index = next++;
      const job = jobs[index] as (typeof jobs)[number];
      try {
        answers[index] = await fetchRows(lookupQuery(job.entity, job.by, job.values));
      } catch (error) {
        failed = true;
        throw error;
      }
      onBatch?.(++done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lookupsInFlight, jobs.length) }, worker));
  const found: FoundByEntity = new Map();
  for (const [index, job] of jobs.entries()) {
    const rows = answers[index] ?? [];
    const byEntity = found.get(job.entity) ?? { name: new Map(), id: new Map() };
    for (const record of rows) {
      const id = String(record.id);
      const name = typeof record.name === 'string' ? record.name : '';
      const key = (job.by === 'id' ? id : name).toLowerCase();
      byEntity[job.by].set(key, [...(byEntity[job.by].get(key) ?? []), { id, name }]);
    }
    found.set(job.entity, byEntity);
  }
  return found;
}

/** Names that differ only in case: the one written exactly as in the file wins, when there is one. */
function sameCaseFirst(matches: { id: string; name: string }[], text: string) {
  if (matches.length < 2) return matches;
  const exact = matches.filter((match) => match.name === text);
  return exact.length === 1 ? exact : matches;
}

/**
 * Resolves every pending lookup of the rows: the first target (in the property's order) with
 * exactly one record of that name (case aside) gives the id. Not found, more than one record, or a target
 * the user cannot read: the field becomes null with a warning (spec 001 section 5).
 */
export async function resolveLookups(
  rows: readonly ImportRow[],
  columns: readonly ImportColumn[],
  options: {
    fetchRows: FetchRows;
    metaDict: Record<string, ObjectMeta>;
    onBatch?: (done: number, total: number) => void;
    /** what earlier batches of the same file found (a streamed file is resolved per batch) */
    cache?: LookupCache;
  },
): Promise<ImportRow[]> {
  const { metaDict } = options;
  const lookupColumns = columns.filter((column) => column.property.type === 'Lookup');
  const canRead = (entity: string) => !!metaDict[entity]?.properties.some((p) => p.logicalName === 'name');
  const wanted = wantedTexts(rows, lookupColumns, canRead);
  const known = options.cache?.take(wanted);
  const found = await lookUp(wanted, options.fetchRows, options.onBatch);
  options.cache?.remember(wanted, found);
  for (const [entity, byEntity] of known ?? []) {
    const into = found.get(entity) ?? { name: new Map(), id: new Map() };
    for (const by of ['name', 'id'] as const)
      for (const [text, records] of byEntity[by]) into[by].set(text, records);
    found.set(entity, into);
  }
  return rows.map((row) => {
    let cells: Record<string, RowCell> | undefined;
    for (const column of lookupColumns) {
      const property = column.property;
      const cell = row.cells[property.logicalName];
      if (!cell?.pending) continue;
      const { text, by } = cell.pending;
      const targets = property.targets ?? [];
      const readable = targets.filter(canRead);
      const field = property.displayName;
      const entities = targets.map((target) => metaDict[target]?.displayName ?? target).join(', ');
      let resolved: RowCell = {
        value: null,
        label: text,
        warning:
          readable.length === 0
            ? message('warnings.lookupUnreadable', { field, value: text, entity: entities })
            : message('warnings.lookupNotFound', { field, value: text, entity: entities }),
      };
      for (const target of readable) {
        const matches = sameCaseFirst(found.get(target)?.[by].get(text.toLowerCase()) ?? [], text);
        if (matches.length === 0) continue;
        const [match] = matches;
        if (matches.length > 1 || !match) {
          resolved = {
            value: null,
            label: text,
            warning: message('warnings.lookupAmbiguous', { field, value: text, count: matches.length }),
          };
        } else {
          resolved = {
            value: targets.length > 1 ? { id: match.id, name: target } : match.id,
            label: by === 'id' ? match.name || text : text,
          };
        }
        break;
      }
      cells = { ...(cells ?? row.cells), [property.logicalName]: resolved };
    }
    return cells ? { ...row, cells } : row;
  });
}
