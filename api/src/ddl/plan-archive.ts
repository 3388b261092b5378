import { sql } from 'slonik';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import type { DdlPlan, DdlStatement } from './ddl-plan.js';

/**
 * Deleted fields and objects keep their data for this many days in an archive table of the
 * tenant's own schema (so a dropped organisation takes its archives along), recorded in
 * `_archive`. Names starting with `_` cannot clash with entities: logical names start with a
 * letter. The designer drops expired archives on its next delete.
 */
export const archiveDays = 30;
export const archiveRegistry = '_archive';

/** `_arc_20240131_235959_ab12cd`: unique per change, within PostgreSQL's 63 bytes. */
export function archiveTableName(now: Date, random: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  return `_arc_${stamp}_${random.replace(/[^a-z0-9]/g, '').slice(0, 12)}`;
}

/** What a restore needs: the definition removed, and for an object the views removed with it. */
export type ArchiveRecord = {
  objectName: string;
  propertyName?: string;
  definition: ObjectDefinition | PropertyDefinition;
  views?: unknown[];
};

function registryStatements(schema: string, archive: string, record: ArchiveRecord): DdlStatement[] {
  const registry = sql.identifier([schema, archiveRegistry]);
  return [
    {
      description: 'Make sure the archive register exists',
      sql: sql.unsafe`CREATE TABLE IF NOT EXISTS ${registry} (
        tablename text PRIMARY KEY,
        objectname text NOT NULL,
        propertyname text,
        definition jsonb NOT NULL,
        archivedon timestamptz NOT NULL DEFAULT now(),
        expireson timestamptz NOT NULL,
        archivedby uuid
      )`,
    },
    {
      description: `Record archive "${archive}" (kept ${archiveDays} days)`,
      sql: sql.unsafe`INSERT INTO ${registry} (tablename, objectname, propertyname, definition, expireson)
        VALUES (${archive}, ${record.objectName}, ${record.propertyName ?? null},
                ${sql.jsonb(record as never)}, now() + make_interval(days => ${archiveDays}))`,
    },
  ];
}

/** Removes a property: its values (with the record ids) move to an archive table, the column goes. */
export function planArchiveProperty(
  schema: string,
  object: ObjectDefinition,
  property: PropertyDefinition,
  archive: string,
): DdlPlan {
  const table = sql.identifier([schema, object.logicalName]);
  const columns = [property.logicalName, lookupTargetColumn(property)].filter((column): column is string =>
    Boolean(column),
  );
  const list = sql.join(
    columns.map((column) => sql.identifier([column])),
    sql.fragment`, `,
  );
  return {
    description: `Delete property ${property.logicalName} of ${object.logicalName} (archived ${archiveDays} days)`,
    statements: [
      ...registryStatements(schema, archive, {
        objectName: object.logicalName,
        propertyName: property.logicalName,
        definition: property,
      }),
      {
        description: `Copy id and ${columns.join(', ')} to "${archive}"`,
        sql: sql.unsafe`CREATE TABLE ${sql.identifier([schema, archive])} AS SELECT "id", ${list} FROM ${table}`,
      },
      ...columns.map((column) => ({
        description: `Drop column "${column}"`,
        sql: sql.unsafe`ALTER TABLE ${table} DROP COLUMN ${sql.identifier([column])}`,
      })),
    ],
  };
}

/** Removes an object: its table is renamed to the archive (indexes and rows kept as they are). */
export function planArchiveObject(
  schema: string,
  object: ObjectDefinition,
  archive: string,
  views: unknown[],
): DdlPlan {
  return {
    description: `Delete object ${object.logicalName} (archived ${archiveDays} days)`,
    statements: [
      ...registryStatements(schema, archive, { objectName: object.logicalName, definition: object, views }),
      {
        description: `Move table "${object.logicalName}" to "${archive}"`,
        sql: sql.unsafe`ALTER TABLE ${sql.identifier([schema, object.logicalName])} RENAME TO ${sql.identifier([archive])}`,
      },
    ],
  };
}

/** Drops archives past their 30 days (names read from the register, never from a request). */
export function planPurgeArchives(schema: string, expired: readonly string[]): DdlStatement[] {
  return expired.flatMap((name) => [
    {
      description: `Drop expired archive "${name}"`,
      sql: sql.unsafe`DROP TABLE IF EXISTS ${sql.identifier([schema, name])}`,
    },
    forgetArchive(schema, name, `Forget expired archive "${name}"`),
  ]);
}

/** Removes an archive's row from the register (its table dropped, or restored). */
export function forgetArchive(schema: string, name: string, description: string): DdlStatement {
  return {
    description,
    sql: sql.unsafe`DELETE FROM ${sql.identifier([schema, archiveRegistry])} WHERE tablename = ${name}`,
  };
}
