import { type FragmentSqlToken, sql } from 'slonik';
import { z } from 'zod';
import { type ViewKind, viewBodySchemas } from '../contract/views.js';
import type { Queryable } from '../db/types.js';
import { invalidField } from '../errors/common-errors.js';
import type { PreparedValues } from './write-values.js';

const isViewKind = (kind: unknown): kind is ViewKind =>
  typeof kind === 'string' && Object.hasOwn(viewBodySchemas, kind);

/** The stored kind and body of the view an update changes (only the ones it does not set). */
const storedView = z.object({
  kind: z.string().nullable().optional(),
  body: z.string().nullable().optional(),
});
/**
 * An inu_view body must have the structure of its kind (a list needs its query and columns,
 * a form its panel, ...): forms, lists and menus are drawn from these bodies for every user,
 * so a broken one written by a script or a hand-made request would break the screen for all.
 * Checked on create and on any update that sends a body or a kind (the other half is read
 * from the row). The finer settings inside are kept as they are (the schemas pass them on).
 */
export async function checkViewBody(
  db: Queryable,
  schema: string,
  entity: string,
  values: PreparedValues,
  /** an update: the record and the rows the user may update (no other row is read) */
  target?: { id: string; allowed: FragmentSqlToken },
): Promise<void> {
  if (entity !== 'inu_view' || !(values.has('body') || values.has('kind'))) return;
  let kind = values.get('kind');
  let body = values.get('body');
  if (target && (!values.has('kind') || !values.has('body'))) {
    const missing = values.has('kind')
      ? sql.fragment`body`
      : values.has('body')
        ? sql.fragment`kind`
        : sql.fragment`kind, body`;
    const row = await db.maybeOne(
      sql.type(storedView)`SELECT ${missing} FROM ${sql.identifier([schema, 'inu_view'])} AS t0
                 WHERE t0.id = ${target.id} AND ${target.allowed}`,
    );
    if (!row) return; // the update itself reports the missing record or the missing right
    if (!values.has('kind')) kind = row.kind;
    if (!values.has('body')) body = row.body;
  }
  if (!isViewKind(kind) || typeof body !== 'string' || body === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return; // the value check already refused text that is not JSON
  }
  let result: ReturnType<(typeof viewBodySchemas)[ViewKind]['safeParse']>;
  try {
    result = viewBodySchemas[kind].safeParse(parsed);
  } catch {
    // panels nest through z.lazy: thousands of levels run out of stack rather than fail
    throw invalidField('body', 'nested too deeply');
  }
  if (result.success) return;
  const issue = result.error.issues[0];
  const at = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  const reason = `not a valid ${kind} body: ${at}${issue?.message ?? 'invalid'}`.slice(0, 300);
  throw invalidField('body', reason);
}
