import { sql } from 'slonik';
import { z } from 'zod';
import { type ObjectDefinition, objectSchema } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';

/**
 * inu_metadata holds one row per object: name = logicalName, body = the object definition as
 * JSON. The DDL engine writes these rows in the same transaction as the table change.
 */
export async function insertObjectRow(
  db: Queryable,
  schema: string,
  object: ObjectDefinition,
  actorId: string | null,
): Promise<void> {
  await db.query(sql.unsafe`
    INSERT INTO ${sql.identifier([schema, 'inu_metadata'])} (name, body, createdby, modifiedby, ownerid)
    VALUES (${object.logicalName}, ${JSON.stringify(object)}, ${actorId}, ${actorId}, ${actorId})`);
}

export async function replaceObjectRow(
  db: Queryable,
  schema: string,
  object: ObjectDefinition,
  actorId: string | null,
): Promise<void> {
  await db.query(sql.unsafe`
    UPDATE ${sql.identifier([schema, 'inu_metadata'])}
    SET body = ${JSON.stringify(object)}, modifiedon = now(), modifiedby = ${actorId},
        versionnumber = versionnumber + 1
    WHERE name = ${object.logicalName}`);
}

/** Every object definition of a tenant, validated on the way in. */
export async function loadObjectDefinitions(db: Queryable, schema: string): Promise<ObjectDefinition[]> {
  const rows = await db.any(
    sql.type(
      z.object({ body: z.string() }),
    )`SELECT body FROM ${sql.identifier([schema, 'inu_metadata'])} ORDER BY name`,
  );
  return rows.map((row) => objectSchema.parse(JSON.parse(String(row.body))));
}
