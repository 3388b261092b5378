import { type SqlToken, sql } from 'slonik';
import { z } from 'zod';
import type { Queryable } from '../db/types.js';

const viewRow = z.object({
  name: z.string(),
  kind: z.string(),
  objectname: z.string().nullable(),
  label: z.string().nullable(),
  body: z.string().nullable(),
});

/** A view body's JSON, or null when it is missing or not JSON. */
export function parseViewBody(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * The organisation's public views of the kinds that carry translatable labels, their bodies
 * parsed: every one (the localization editor's names), or only those of `entities` (the shipped
 * texts of the system entities' views, for a user's texts).
 */
export async function readTranslatableViews(
  db: Queryable,
  schema: string,
  options: { kinds: readonly string[]; entities?: readonly string[] },
) {
  const conditions: SqlToken[] = [
    sql.fragment`statecode = 0`,
    sql.fragment`isprivate IS NOT TRUE`,
    sql.fragment`kind = ANY(${sql.array([...options.kinds], 'text')})`,
  ];
  if (options.entities)
    conditions.push(sql.fragment`objectname = ANY(${sql.array([...options.entities], 'text')})`);
  const rows = await db.any(sql.type(viewRow)`
    SELECT name, kind, objectname, label, body FROM ${sql.identifier([schema, 'inu_view'])}
    WHERE ${sql.join(conditions, sql.fragment` AND `)}
    ORDER BY objectname, name`);
  return rows.map((row) => ({ ...row, body: parseViewBody(row.body) }));
}
