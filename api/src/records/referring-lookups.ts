import { type FragmentSqlToken, type IdentifierSqlToken, sql } from 'slonik';
import { z } from 'zod';
import { allProperties } from '../contract/base-properties.js';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import { referenceBroken } from '../errors/common-errors.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import type { AuditEntry } from './audit-buffer.js';

/**
 * What happens to lookups that point at a record being deleted. The tenant tables have no
 * foreign keys (each lookup is a plain uuid column, multi-target ones with a target column),
 * so the API keeps them sound itself, in the delete's transaction, per Dataverse's cascade
 * behaviours:
 * - a link table (type many) row naming the record is deleted with it (N:N disassociate),
 *   audited as a delete so undo-delete can bring the link back;
 * - a Required lookup, and the owner and stamps (ownerid, createdby, modifiedby), restrict:
 *   the delete is refused with ERR_REFERENCE naming the referring entity and field (a user who
 *   owns, created or changed records is disabled, not deleted, as in Dataverse);
 * - any other lookup is removed (set to NULL, version raised, audited as an update): Dataverse's
 *   "remove link", its default for custom relationships.
 * Undo-delete restores the record alone: links removed when it was deleted stay removed (the
 * audit shows them), and lookups of the restored record to rows deleted since are cleared
 * (records/restored-lookups.ts).
 */
export type Referrer = {
  object: ObjectDefinition;
  /** Lookups of `object` that can name the deleted entity. */
  properties: PropertyDefinition[];
  how: 'cascade' | 'restrict' | 'unlink';
};

const stamps: ReadonlySet<string> = new Set(['ownerid', 'createdby', 'modifiedby']);

const referrersByMetadata = new WeakMap<TenantMetadata, Map<string, Referrer[]>>();

/** Every lookup of the tenant that can point at `target`, grouped by entity and behaviour. */
export function referrersOf(metadata: TenantMetadata, target: string): Referrer[] {
  let byTarget = referrersByMetadata.get(metadata);
  if (!byTarget) {
    byTarget = new Map();
    referrersByMetadata.set(metadata, byTarget);
  }
  const known = byTarget.get(target);
  if (known) return known;
  const referrers: Referrer[] = [];
  for (const object of metadata.objects.values()) {
    const lookups = allProperties(object).filter(
      (property) => property.type === 'Lookup' && property.targets?.includes(target),
    );
    const group = (how: Referrer['how'], properties: PropertyDefinition[]) => {
      if (properties.length > 0) referrers.push({ object, properties, how });
    };
    if (object.type === 'many') {
      group('cascade', lookups);
      continue;
    }
    const restricts = (p: PropertyDefinition) => stamps.has(p.logicalName) || p.flags.includes('Required');
    group('restrict', lookups.filter(restricts));
    group(
      'unlink',
      lookups.filter((p) => !restricts(p)),
    );
  }
  byTarget.set(target, referrers);
  return referrers;
}

/** The condition that `property` of the row `table` names one of `ids` of entity `target`. */
function names(
  table: IdentifierSqlToken,
  property: PropertyDefinition,
  target: string,
  ids: readonly string[],
): FragmentSqlToken {
  const column = sql.fragment`${table}.${sql.identifier([property.logicalName])}`;
  const matches = sql.fragment`${column} = ANY(${sql.array([...ids], 'uuid')})`;
  const companion = lookupTargetColumn(property);
  return companion
    ? sql.fragment`(${matches} AND ${table}.${sql.identifier([companion])} = ${target})`
    : matches;
}

const anyOf = (conditions: FragmentSqlToken[]) => sql.fragment`(${sql.join(conditions, sql.fragment` OR `)})`;

const restrictedRow = z.object({ entity: z.string(), field: z.string(), ref: z.string() });

/**
 * Refuses the delete when a restricting lookup still names one of the deleted ids (rows deleted
 * by the same statement no longer count). One query for all restricting lookups.
 */
async function checkRestrictions(
  db: Queryable,
  schema: string,
  target: string,
  ids: readonly string[],
  referrers: readonly Referrer[],
): Promise<void> {
  const t = sql.identifier(['t']);
  const probes = referrers
    .filter((referrer) => referrer.how === 'restrict')
    .flatMap((referrer) =>
      referrer.properties.map(
        (property) => sql.fragment`(
          SELECT ${referrer.object.logicalName}::text AS entity, ${property.logicalName}::text AS field,
                 t.${sql.identifier([property.logicalName])}::text AS ref
          FROM ${sql.identifier([schema, referrer.object.logicalName])} AS t
          WHERE ${names(t, property, target, ids)} LIMIT 1)`,
      ),
    );
  if (probes.length === 0) return;
  const found = await db.maybeOne(sql.type(restrictedRow)`
    SELECT * FROM (${sql.join(probes, sql.fragment` UNION ALL `)}) AS q LIMIT 1`);
  if (found) {
    throw referenceBroken({ entity: found.entity, field: found.field, id: found.ref });
  }
}

const releasedRow = z.object({
  entity: z.string(),
  how: z.enum(['cascade', 'unlink']),
  id: z.string(),
  name: z.string().nullable(),
  versionnumber: z.coerce.number().nullable(),
  old: z.record(z.unknown()),
});

/** One statement: every unlink (an UPDATE per referring entity) and cascade (a DELETE per link table). */
async function releaseReferences(
  db: Queryable,
  schema: string,
  target: string,
  ids: readonly string[],
  referrers: readonly Referrer[],
  actorId: string,
): Promise<z.infer<typeof releasedRow>[]> {
  const t = sql.identifier(['t']);
  const o = sql.identifier(['o']);
  const steps: FragmentSqlToken[] = [];
  const selects: FragmentSqlToken[] = [];
  for (const [index, referrer] of referrers.entries()) {
    if (referrer.how === 'restrict') continue;
    const step = sql.identifier([`c${index}`]);
    const table = sql.identifier([schema, referrer.object.logicalName]);
    const entity = referrer.object.logicalName;
    if (referrer.how === 'cascade') {
      const condition = anyOf(referrer.properties.map((p) => names(t, p, target, ids)));
      steps.push(sql.fragment`${step} AS (
        DELETE FROM ${table} AS t WHERE ${condition}
        RETURNING t.id::text AS id, NULL::text AS name, NULL::bigint AS versionnumber, to_jsonb(t) AS old)`);
    } else {
      const assignments = referrer.properties.flatMap((property) => {
        const columns = [property.logicalName, lookupTargetColumn(property)].filter(
          (column): column is string => column !== undefined,
        );
        return columns.map(
          (column) =>
            sql.fragment`${sql.identifier([column])} = CASE WHEN ${names(o, property, target, ids)}
              THEN NULL ELSE t.${sql.identifier([column])} END`,
        );
      });
      const oldValues = referrer.properties.flatMap((property) => {
        const column = property.logicalName;
        const companion = lookupTargetColumn(property);
        return [
          sql.fragment`${column}::text, o.${sql.identifier([column])}`,
          ...(companion ? [sql.fragment`${companion}::text, o.${sql.identifier([companion])}`] : []),
        ];
      });
      steps.push(sql.fragment`${step} AS (
        UPDATE ${table} AS t
        SET ${sql.join(assignments, sql.fragment`, `)}, versionnumber = t.versionnumber + 1,
            modifiedon = now(), modifiedby = ${actorId}
        FROM ${table} AS o
        WHERE o.id = t.id AND ${anyOf(referrer.properties.map((p) => names(o, p, target, ids)))}
        RETURNING t.id::text AS id, t.name::text AS name, t.versionnumber AS versionnumber,
                  jsonb_build_object(${sql.join(oldValues, sql.fragment`, `)}) AS old)`);
    }
    selects.push(
      sql.fragment`SELECT ${entity}::text AS entity, ${referrer.how}::text AS how, ${step}.* FROM ${step}`,
    );
  }
  if (steps.length === 0) return [];
  return [
    ...(await db.any(sql.type(releasedRow)`
      WITH ${sql.join(steps, sql.fragment`, `)}
      ${sql.join(selects, sql.fragment` UNION ALL `)}`)),
  ];
}

/**
 * Keeps lookups sound after rows of `target` were deleted (see Referrer): refuses with
 * ERR_REFERENCE (details name the referring entity, field and the deleted id it names) or
 * removes the links, answering the audit entries of what changed and the entities touched.
 */
export async function releaseDeletedTargets(
  db: Queryable,
  metadata: TenantMetadata,
  target: string,
  ids: readonly string[],
  actorId: string,
): Promise<{ audit: AuditEntry[]; touched: string[] }> {
  const referrers = referrersOf(metadata, target);
  if (referrers.length === 0 || ids.length === 0) return { audit: [], touched: [] };
  await checkRestrictions(db, metadata.schema, target, ids, referrers);
  const released = await releaseReferences(db, metadata.schema, target, ids, referrers, actorId);
  const deleted = new Set(ids);
  const audit = released.map((row): AuditEntry => {
    if (row.how === 'cascade') {
      return { logicalname: row.entity, objectid: row.id, operation: 'delete', name: null, body: row.old };
    }
    const changes: Record<string, { old: unknown; new: null }> = {};
    for (const [column, value] of Object.entries(row.old)) {
      if (typeof value === 'string' && deleted.has(value)) changes[column] = { old: value, new: null };
    }
    return {
      logicalname: row.entity,
      objectid: row.id,
      operation: 'update',
      name: row.name,
      body: { changes, versionnumber: row.versionnumber },
    };
  });
  return { audit, touched: [...new Set(released.map((row) => row.entity))] };
}
