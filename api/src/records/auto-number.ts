import { sql } from 'slonik';
import { z } from 'zod';
import { formatAutoNumber, legacyAutoNumberFormat } from '../contract/auto-number-format.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import type { PreparedValues } from './write-values.js';

const counterRow = z.object({
  n: z.number(),
  format: z.string().nullable(),
  prefix: z.string().nullable(),
  suffix: z.string().nullable(),
  digits: z.number().nullable(),
  todayms: z.number(),
});

/**
 * Fills AutoNumber fields a create left empty from their inu_autonumber counter, taken and
 * advanced in the same statement. That is what makes the numbers gap-free per tenant: the
 * UPDATE locks the counter row until the create's transaction ends, so concurrent creates take
 * their turn, and a create that rolls back (or a savepoint of a batch that fails) gives its
 * number back with it. A field without an active counter stays empty. The date tokens use the
 * transaction's date, so the number and createdon agree.
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
      WHERE objectname = ${object.logicalName} AND fieldname = ${property.logicalName} AND statecode = 0
      RETURNING COALESCE(nextnumber, 2) - 1 AS n, format, prefix, suffix, digits, (extract(epoch FROM now()) * 1000)::float8 AS todayms`);
    if (!counter) continue;
    const format = counter.format || legacyAutoNumberFormat(counter.prefix, counter.digits, counter.suffix);
    const number = formatAutoNumber(format, counter.n, new Date(counter.todayms));
    values.set(property.logicalName, property.max ? number.slice(0, property.max) : number);
  }
}
