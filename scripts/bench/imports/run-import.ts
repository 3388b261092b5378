import { readCsvFile } from '../../../web/src/import/csv-file.js';
import { matchColumns } from '../../../web/src/import/import-columns.js';
import { countPlan, newLookupCache, prepareFile, writeFile } from '../../../web/src/import/import-stream.js';
import type { ObjectMeta } from '../../../web/src/metadata/object-metadata.js';
import type { importClient } from './import-client.js';

/**
 * One import the way the Import screen runs it (useImportSource, usePreparedRows, then
 * useImportRun with no match field: every row a create), on the same code: the CSV file read
 * in chunks and checked, every row converted and its lookups found by name a batch at a time
 * (the preview's pass), the plan counted (the confirmation), then read again and written in
 * batches with continueOnError. Answers the result screen's summary.
 */
export async function runImport(
  csv: string,
  entity: string,
  metaDict: Record<string, ObjectMeta>,
  client: ReturnType<typeof importClient>,
) {
  const started = performance.now();
  const parsed = await readCsvFile(new Blob([csv]));
  if (!parsed.ok) throw new Error(`the CSV did not parse: ${JSON.stringify(parsed.problem)}`);
  const { table } = parsed;
  const object = metaDict[entity];
  if (!object) throw new Error(`no ${entity} in the user context`);
  const match = matchColumns(table.headers, object);
  if (match.unmatched.length > 0) throw new Error(`unmatched columns: ${match.unmatched.join(', ')}`);
  const context = {
    entity,
    columns: match.columns,
    fetchRows: client.fetchRows,
    metaDict,
    cache: newLookupCache(),
  };
  const readAt = performance.now();
  const prepared = await prepareFile(table, context);
  const choice = { field: undefined, mode: 2 as const };
  const { matches } = await countPlan(table, context, choice);
  const resolvedAt = performance.now();
  const summary = await writeFile(table, context, { ...choice, matches }, { execute: client.execute });
  // where the time went: reading the file, the preview's pass (lookups) and the count, writing
  const phases = {
    parseMs: readAt - started,
    lookupsMs: resolvedAt - readAt,
    writeMs: performance.now() - resolvedAt,
  };
  return { phases, summary, warnings: prepared.warningLineCount };
}
