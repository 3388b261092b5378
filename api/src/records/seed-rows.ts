import { sql, type ValueExpression } from 'slonik';
import { allProperties } from '../contract/base-properties.js';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import { coerceValue } from './coerce-value.js';
import { isJsonSafeValue } from './json-safe-value.js';

export type RowProblem = { path: (string | number)[]; message: string };

/** Columns a seed row may not set: the version belongs to the server from the first write. */
const serverOnlyColumns = new Set(['versionnumber']);

type PreparedRow = Map<string, ValueExpression>;

/** An object's fields by name, made once per metadata object, not once per row of a batch. */
const propertiesOf = new WeakMap<ObjectDefinition, Map<string, PropertyDefinition>>();

function propertiesByName(object: ObjectDefinition): Map<string, PropertyDefinition> {
  let properties = propertiesOf.get(object);
  if (!properties) {
    properties = new Map(allProperties(object).map((property) => [property.logicalName, property]));
    propertiesOf.set(object, properties);
  }
  return properties;
}

/**
 * Seed and sample rows come from trusted template files, so they may set stamps such as
 * createdon (sample data spreads over months); they are still checked against the metadata,
 * each problem with its path inside the row.
 */
export function prepareSeedRow(
  object: ObjectDefinition,
  row: Record<string, unknown>,
): { row: PreparedRow; problems: RowProblem[] } {
  const properties = propertiesByName(object);
  const prepared: PreparedRow = new Map();
  const problems: RowProblem[] = [];
  for (const [key, value] of Object.entries(row)) {
    const property = properties.get(key);
    if (!property) {
      problems.push({ path: [key], message: `${object.logicalName} has no field ${key}` });
      continue;
    }
    if (serverOnlyColumns.has(key)) {
      problems.push({ path: [key], message: `${key} is set by the server` });
      continue;
    }
    const coerced = coerceValue(property, value);
    if (!coerced.ok) {
      problems.push({ path: [key], message: coerced.reason });
      continue;
    }
    prepared.set(key, coerced.value);
    const companion = lookupTargetColumn(property);
    if (companion) prepared.set(companion, coerced.target ?? null);
  }
  return { row: prepared, problems };
}

const rowsPerStatement = 500;

/**
 * Inserts prepared rows in multi-row statements. Owner and creator default to the acting user;
 * a field a row leaves out gets the column default.
 */
export async function insertPreparedRows(
  db: Queryable,
  schema: string,
  object: ObjectDefinition,
  rows: PreparedRow[],
  actorId: string | null,
): Promise<void> {
  if (object.type !== 'many') {
    for (const row of rows) {
      for (const column of ['ownerid', 'createdby', 'modifiedby']) {
        if (!row.has(column)) row.set(column, actorId);
      }
    }
  }
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    const columns = [...new Set(chunk.flatMap((row) => [...row.keys()]))];
    if (chunk.length > 1 && everyRowPlain(chunk, columns.length)) {
      await insertFromJson(db, schema, object, chunk, columns);
      continue;
    }
    const values = chunk.map(
      (row) =>
        sql.fragment`(${sql.join(
          columns.map((column) =>
            row.has(column) ? (row.get(column) as ValueExpression) : sql.fragment`DEFAULT`,
          ),
          sql.fragment`, `,
        )})`,
    );
    await db.query(sql.unsafe`
      INSERT INTO ${sql.identifier([schema, object.logicalName])}
        (${sql.join(
          columns.map((column) => sql.identifier([column])),
          sql.fragment`, `,
        )})
      VALUES ${sql.join(values, sql.fragment`, `)}`);
  }
}

/** Every row names the same columns (no DEFAULT needed in between) with plain values only. */
function everyRowPlain(rows: readonly PreparedRow[], columnCount: number): boolean {
  return rows.every((row) => row.size === columnCount && [...row.values()].every(isJsonSafeValue));
}

/**
 * A multi-row insert whose rows go as one JSON parameter read with the table's own column
 * types (json_populate_recordset), instead of a parameter per value: 500 audit rows are 4,500
 * parameters to bind and parse otherwise, the larger part of an import call's time. A column
 * with the same value in every row (the acting user in owner, creator and modifier; an audit
 * batch's entity and operation) goes once, as a one-row record, not once per row. `json`, not
 * `jsonb`: PostgreSQL reads it in one pass instead of building a binary tree it drops at once.
 */
async function insertFromJson(
  db: Queryable,
  schema: string,
  object: ObjectDefinition,
  rows: readonly PreparedRow[],
  columns: readonly string[],
): Promise<void> {
  const table = sql.identifier([schema, object.logicalName]);
  const first = rows[0] as PreparedRow;
  const shared = new Set(
    columns.filter((column) => rows.every((row) => row.get(column) === first.get(column))),
  );
  const varying = columns.filter((column) => !shared.has(column));
  const names = sql.join(
    columns.map((column) => sql.identifier([column])),
    sql.fragment`, `,
  );
  const picks = sql.join(
    columns.map((column) => sql.identifier([shared.has(column) ? 'c' : 'v', column])),
    sql.fragment`, `,
  );
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(varying.map((column) => [column, row.get(column)]))),
  );
  const constants = JSON.stringify(
    Object.fromEntries([...shared].map((column) => [column, first.get(column)])),
  );
  await db.query(sql.unsafe`
    INSERT INTO ${table} (${names})
    SELECT ${picks}
    FROM json_populate_recordset(NULL::${table}, ${json}::json) AS v,
      json_populate_record(NULL::${table}, ${constants}::json) AS c`);
}

/** Prepares and inserts rows in one go; any problem is a bug in the caller, so it throws. */
export async function insertRows(
  db: Queryable,
  schema: string,
  object: ObjectDefinition,
  rows: Record<string, unknown>[],
  actorId: string | null,
): Promise<void> {
  const prepared = rows.map((row, index) => {
    const { row: values, problems } = prepareSeedRow(object, row);
    const [first] = problems;
    if (first)
      throw new Error(`${object.logicalName} row ${index}.${first.path.join('.')}: ${first.message}`);
    return values;
  });
  await insertPreparedRows(db, schema, object, prepared, actorId);
}
