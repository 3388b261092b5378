import { sql } from 'slonik';
import { allProperties } from '../contract/base-properties.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { TenantMigrationStep } from '../contract/tenant-migration.js';
import type { Queryable } from '../db/types.js';
import { addProperty } from '../ddl/add-property.js';
import { createObject } from '../ddl/create-object.js';
import { formatPath } from '../errors/format-issues.js';
import { insertPreparedRows, prepareSeedRow } from '../records/seed-rows.js';

/** The tenant's object definitions as the steps change them. */
export type ObjectState = Map<string, ObjectDefinition>;

function requireObject(state: ObjectState, name: string): ObjectDefinition {
  const object = state.get(name);
  if (!object) throw new Error(`tenant migration refers to unknown object ${name}`);
  return object;
}

/** Applies one migration's steps through the DDL engine, in the caller's transaction. */
export async function applyTenantSteps(
  db: Queryable,
  schema: string,
  steps: readonly TenantMigrationStep[],
  state: ObjectState,
): Promise<void> {
  for (const step of steps) {
    switch (step.op) {
      case 'createObject':
        await createObject(db, schema, step.object, null);
        state.set(step.object.logicalName, step.object);
        break;
      case 'addProperty': {
        const updated = await addProperty(db, schema, requireObject(state, step.object), step.property, null);
        state.set(step.object, updated);
        break;
      }
      case 'createIndex': {
        const object = requireObject(state, step.object);
        const known = new Set(allProperties(object).map((p) => p.logicalName));
        const unknown = step.columns.find((column) => !known.has(column));
        if (unknown) throw new Error(`createIndex: ${step.object} has no field ${unknown}`);
        const columns = sql.join(
          step.columns.map((column) =>
            step.lower ? sql.fragment`lower(${sql.identifier([column])})` : sql.identifier([column]),
          ),
          sql.fragment`, `,
        );
        const table = sql.identifier([schema, step.object]);
        await db.query(
          step.unique
            ? sql.unsafe`CREATE UNIQUE INDEX ON ${table} (${columns})`
            : sql.unsafe`CREATE INDEX ON ${table} (${columns})`,
        );
        break;
      }
      case 'insertRows': {
        const object = requireObject(state, step.entity);
        const prepared = step.rows.map((row, index) => {
          const { row: values, problems } = prepareSeedRow(object, row);
          const [first] = problems;
          if (first) {
            throw new Error(
              `insertRows ${step.entity} rows[${index}].${formatPath(first.path)}: ${first.message}`,
            );
          }
          return values;
        });
        await insertPreparedRows(db, schema, object, prepared, null);
        break;
      }
      case 'updateRows': {
        const object = requireObject(state, step.entity);
        const prepare = (part: string, row: Record<string, unknown>) => {
          const { row: values, problems } = prepareSeedRow(object, row);
          const [first] = problems;
          if (first)
            throw new Error(`updateRows ${step.entity} ${part}.${formatPath(first.path)}: ${first.message}`);
          return values;
        };
        const where = [...prepare('where', step.where)].map(
          ([column, value]) => sql.fragment`${sql.identifier([column])} IS NOT DISTINCT FROM ${value}`,
        );
        const set = [...prepare('set', step.set)].map(
          ([column, value]) => sql.fragment`${sql.identifier([column])} = ${value}`,
        );
        if (object.type !== 'many') set.push(sql.fragment`modifiedon = now()`);
        set.push(sql.fragment`versionnumber = versionnumber + 1`);
        await db.query(
          sql.unsafe`UPDATE ${sql.identifier([schema, step.entity])} SET ${sql.join(set, sql.fragment`, `)}
            WHERE ${sql.join(where, sql.fragment` AND `)}`,
        );
        break;
      }
    }
  }
}

/** The object definitions the migrations produce, computed without a database. */
export function replayObjectSteps(steps: readonly TenantMigrationStep[], state: ObjectState): void {
  for (const step of steps) {
    if (step.op === 'createObject') state.set(step.object.logicalName, step.object);
    if (step.op === 'addProperty') {
      const object = requireObject(state, step.object);
      state.set(step.object, { ...object, properties: [...object.properties, step.property] });
    }
  }
}
