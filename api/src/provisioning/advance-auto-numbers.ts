import { sql } from 'slonik';
import { z } from 'zod';
import { legacyAutoNumberFormat } from '../contract/auto-number-format.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';

const counterRow = z.object({
  id: z.string(),
  objectname: z.string(),
  fieldname: z.string(),
  format: z.string().nullable(),
  prefix: z.string().nullable(),
  suffix: z.string().nullable(),
  digits: z.number().nullable(),
});

const dateTokenPatterns: Record<string, string> = {
  YYYY: '[0-9]{4}',
  YY: '[0-9]{2}',
  MM: '[0-9]{2}',
  DD: '[0-9]{2}',
};

/**
 * A PostgreSQL regular expression matching the numbers `format` writes, with the sequence as its
 * one capture group: literal text escaped, {SEQ} or {SEQ:n} as digits, date tokens as their digits.
 */
export function autoNumberPattern(format: string): string {
  let pattern = '';
  let last = 0;
  for (const match of format.matchAll(/\{([A-Z]+)(?::\d{1,2})?\}/g)) {
    pattern += escapeRegex(format.slice(last, match.index));
    const token = match[1] ?? '';
    pattern += token === 'SEQ' ? '([0-9]+)' : (dateTokenPatterns[token] ?? escapeRegex(match[0]));
    last = match.index + match[0].length;
  }
  return `^${pattern}${escapeRegex(format.slice(last))}$`;
}

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

/**
 * Moves every active Auto Number counter past the numbers the template's rows already carry, so
 * the first account a new organisation creates is not ACC-00001 beside seeded ACC-10001..10040
 * (and never a number a sample row holds). A counter only moves forward.
 */
export async function advanceAutoNumbers(
  db: Queryable,
  schema: string,
  objects: ReadonlyMap<string, ObjectDefinition>,
): Promise<void> {
  const counters = await db.any(sql.type(counterRow)`
    SELECT id, objectname, fieldname, format, prefix, suffix, digits
    FROM ${sql.identifier([schema, 'inu_autonumber'])} WHERE statecode = 0`);
  for (const counter of counters) {
    const object = objects.get(counter.objectname);
    if (!object?.properties.some((property) => property.logicalName === counter.fieldname)) continue;
    const format = counter.format || legacyAutoNumberFormat(counter.prefix, counter.digits, counter.suffix);
    const pattern = autoNumberPattern(format);
    const column = sql.identifier([counter.fieldname]);
    await db.query(sql.unsafe`
      UPDATE ${sql.identifier([schema, 'inu_autonumber'])}
      SET nextnumber = used.highest + 1
      FROM (
        SELECT max(substring(${column} FROM ${pattern})::numeric) AS highest
        FROM ${sql.identifier([schema, counter.objectname])}
        WHERE ${column} ~ ${pattern}
      ) AS used
      WHERE id = ${counter.id} AND used.highest IS NOT NULL AND used.highest + 1 > COALESCE(nextnumber, 1)`);
  }
}
