import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import type { DdlStatement } from '../ddl/ddl-plan.js';
import { planAddProperty } from '../ddl/plan-add-property.js';
import { type ArchiveRecord, archiveRegistry, forgetArchive } from '../ddl/plan-archive.js';
import { AppError } from '../errors/app-error.js';
import { objectNotFound, recordNotFound } from '../errors/common-errors.js';
import { insertObjectRow, replaceObjectRow } from '../metadata/metadata-rows.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import { archiveTablePattern, hasArchiveRegistry } from './archive-registry.js';
import type { ChangeOptions, RunChange } from './change-types.js';
import { menuEntryStatements } from './entity-defaults.js';

/** One archive as the designer lists it. */
export type ArchiveEntry = {
  table: string;
  objectName: string;
  propertyName: string | null;
  archivedOn: string;
  expiresOn: string;
  rows: number;
};

const registryRow = z.object({
  tablename: z.string(),
  objectname: z.string(),
  propertyname: z.string().nullable(),
  definition: z.unknown(),
  archivedon: z.string(),
  expireson: z.string(),
});

/** The tenant's archives, newest first, with the rows each holds. */
export async function listArchives(db: Queryable, schema: string): Promise<ArchiveEntry[]> {
  if (!(await hasArchiveRegistry(db, schema))) return [];
  const rows = await db.any(sql.type(registryRow)`
    SELECT tablename, objectname, propertyname, definition, archivedon::text, expireson::text
    FROM ${sql.identifier([schema, archiveRegistry])}
    WHERE to_regclass(${schema} || '.' || quote_ident(tablename)) IS NOT NULL
    ORDER BY archivedon DESC`);
  const entries: ArchiveEntry[] = [];
  for (const row of rows) {
    if (!archiveTablePattern.test(row.tablename)) continue;
    const count = await db.oneFirst(
      sql.type(z.object({ count: z.number() }))`
        SELECT count(*)::int AS count FROM ${sql.identifier([schema, row.tablename])}`,
    );
    entries.push({
      table: row.tablename,
      objectName: row.objectname,
      propertyName: row.propertyname,
      archivedOn: new Date(row.archivedon).toISOString(),
      expiresOn: new Date(row.expireson).toISOString(),
      rows: count,
    });
  }
  return entries;
}

/** The field comes back as a new column, its values copied back by record id. */
function restoreProperty(
  schema: string,
  object: ObjectDefinition,
  property: PropertyDefinition,
  table: string,
) {
  if (object.properties.some((p) => p.logicalName === property.logicalName))
    throw new AppError(
      'ERR_NAME_TAKEN',
      { name: `${object.logicalName}.${property.logicalName}` },
      {
        object: object.logicalName,
        property: property.logicalName,
      },
    );
  const { updated, plan } = planAddProperty(schema, object, property);
  const columns = [property.logicalName, lookupTargetColumn(property)].filter((c): c is string => Boolean(c));
  const target = sql.identifier([schema, object.logicalName]);
  const archive = sql.identifier([schema, table]);
  plan.description = `Restore property ${property.logicalName} of ${object.logicalName} from "${table}"`;
  plan.statements.push(
    {
      description: `Copy ${columns.join(', ')} back from "${table}" by record id`,
      sql: sql.unsafe`UPDATE ${target} t SET ${sql.join(
        columns.map((column) => sql.fragment`${sql.identifier([column])} = a.${sql.identifier([column])}`),
        sql.fragment`, `,
      )} FROM ${archive} a WHERE a.id = t.id`,
    },
    { description: `Drop archive "${table}"`, sql: sql.unsafe`DROP TABLE ${archive}` },
    forgetArchive(schema, table, `Forget archive "${table}"`),
  );
  return { updated, plan };
}

const archivedView = z.object({
  id: z.string().uuid(),
  name: z.string().nullable(),
  label: z.string().nullable(),
  kind: z.string().nullable(),
  objectname: z.string().nullable(),
  body: z.string().nullable(),
});

/** The entity comes back as it went: its table renamed back, its own views and menu entry. */
function restoreObject(schema: string, record: ArchiveRecord, table: string, actorId: string) {
  const object = record.definition as ObjectDefinition;
  const views = (record.views ?? []).flatMap((view) => {
    const parsed = archivedView.safeParse(view);
    return parsed.success ? [parsed.data] : [];
  });
  const statements: DdlStatement[] = [
    {
      description: `Move table "${table}" back to "${object.logicalName}"`,
      sql: sql.unsafe`ALTER TABLE ${sql.identifier([schema, table])} RENAME TO ${sql.identifier([object.logicalName])}`,
    },
    ...views.map((view) => ({
      description: `Restore ${view.kind ?? ''} view "${view.label ?? view.name ?? ''}"`,
      sql: sql.unsafe`INSERT INTO ${sql.identifier([schema, 'inu_view'])}
        (id, name, label, kind, objectname, isprivate, body, createdby, modifiedby, ownerid)
        VALUES (${view.id}, ${view.name}, ${view.label}, ${view.kind}, ${view.objectname}, false, ${view.body},
                ${actorId}, ${actorId}, ${actorId})
        ON CONFLICT (id) DO NOTHING`,
    })),
    ...(object.type === 'many' ? [] : menuEntryStatements(schema, object, actorId)),
    forgetArchive(schema, table, `Forget archive "${table}"`),
  ];
  return {
    object,
    plan: { description: `Restore object ${object.logicalName} from "${table}"`, statements },
  };
}

/**
 * Restoring a deleted field or entity from its archive (kept 30 days, ddl/plan-archive.ts)
 * through the DDL engine, in one transaction: a field gets its column back with its values,
 * an entity its table, views and Customize menu entry. Refused with ERR_NAME_TAKEN when the
 * name is in use again (an entity or field created since), and for a field whose entity is gone.
 */
export function archiveRestore(change: RunChange) {
  return {
    restoreArchive(context: DataContext, table: string, options: ChangeOptions = {}) {
      return change(context, options, async ({ db, schema, objects, actorId }) => {
        const row =
          archiveTablePattern.test(table) && (await hasArchiveRegistry(db, schema))
            ? await db.maybeOne(sql.type(registryRow)`
                SELECT tablename, objectname, propertyname, definition, archivedon::text, expireson::text
                FROM ${sql.identifier([schema, archiveRegistry])} WHERE tablename = ${table}
                  AND to_regclass(${schema} || '.' || quote_ident(tablename)) IS NOT NULL`)
            : null;
        if (!row) throw recordNotFound({ archive: table });
        const record = row.definition as ArchiveRecord;
        const rows = await db.oneFirst(
          sql.type(z.object({ count: z.number() }))`
            SELECT count(*)::int AS count FROM ${sql.identifier([schema, table])}`,
        );
        if (row.propertyname) {
          const object = objects.get(row.objectname);
          if (!object) throw objectNotFound(row.objectname, { archive: table });
          const { updated, plan } = restoreProperty(
            schema,
            object,
            record.definition as PropertyDefinition,
            table,
          );
          return {
            object: updated,
            plan,
            impact: { rows },
            writeRow: (trx, actor) => replaceObjectRow(trx, schema, updated, actor),
          };
        }
        const taken = await db.oneFirst(
          sql.type(z.object({ taken: z.boolean() }))`
            SELECT to_regclass(${`${schema}.${row.objectname}`}) IS NOT NULL AS taken`,
        );
        if (objects.has(row.objectname) || taken)
          throw new AppError('ERR_NAME_TAKEN', { name: row.objectname }, { object: row.objectname });
        const { object, plan } = restoreObject(schema, record, table, actorId);
        return {
          object,
          plan,
          impact: { rows },
          writeRow: (trx, actor) => insertObjectRow(trx, schema, object, actor),
        };
      });
    },
  };
}
