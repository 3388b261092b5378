import { sql } from 'slonik';
import { z } from 'zod';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import type { PreparedValues } from './write-values.js';

const counterRow = z.object({
  n: z.number(),
  prefix: z.string().nullable(),
  suffix: z.string().nullable(),
  digits: z.number().nullable(),
});

/**
 * Fills AutoNumber fields a create left empty from their inu_autonumber counter, taken and
 * advanced in the same statement (the row lock serialises concurrent creates; a rolled-back
 * create gives its number back). A field without a counter stays empty.
 */
export async function fillAutoNumbers(
  db: Queryable,
  schema: string,
  object: ObjectDefinition,
  values: PreparedValues,
): Promise<void> {
  for (const property of object.properties) {
    if (!property.flags.includes('AutoNumber')) continue;
    const current = values.get(property.logicalName);
    if (current !== undefined && current !== null && current !== '') continue;
    const counter = await db.maybeOne(sql.type(counterRow)`
      UPDATE ${sql.identifier([schema, 'inu_autonumber'])}
      SET nextnumber = COALESCE(nextnumber, 1) + 1, modifiedon = now(), versionnumber = versionnumber + 1
      WHERE objectname = ${object.logicalName} AND fieldname = ${property.logicalName}
      RETURNING COALESCE(nextnumber, 2) - 1 AS n, prefix, suffix, digits`);
    if (!counter) continue;
    const number = String(counter.n).padStart(counter.digits ?? 0, '0');
    values.set(property.logicalName, `${counter.prefix ?? ''}${number}${counter.suffix ?? ''}`);
  }
}
