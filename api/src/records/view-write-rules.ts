import { type FragmentSqlToken, sql } from 'slonik';
import { z } from 'zod';
import { scriptViewKind } from '../contract/views.js';
import type { Queryable } from '../db/types.js';
import type { AppError } from '../errors/app-error.js';
import { forbidden } from '../errors/common-errors.js';
import type { EffectivePermissions } from '../permissions/effective-permissions.js';
import { privateViewsOnly } from '../permissions/record-access.js';
import type { PreparedValues } from './write-values.js';

/**
 * Who may write which inu_view (issue 35 item 1). A view of kind `script` is code: every user
 * who opens its form or list runs it in their own browser with their own rights, so a script
 * written by anyone below administrator would act as whoever opens the screen next (an
 * administrator among them). So:
 * - only administrators create, change, re-kind (to or from `script`) or delete a script view;
 * - a role below organisation level on inu_view (owner or business unit: what keeping one's
 *   own views needs) writes only private views, which nobody else ever loads; its new views
 *   are private unless it asks otherwise, and asking otherwise is refused.
 * Refusals are ERR_FORBIDDEN with a reason the message names. The same rules also narrow the
 * rows an update or a delete may touch (permissions/record-access.ts), so a view re-kinded
 * between the check and the write is still not changed.
 */
export function viewWriteForbidden(reason: 'scriptAdminOnly' | 'privateViewsOnly'): AppError {
  return forbidden({ object: 'inu_view', reason });
}

/** A create's checks; fills isprivate = true for a role that may create private views only. */
export function checkViewCreate(
  permissions: EffectivePermissions,
  entity: string,
  values: PreparedValues,
): void {
  if (entity !== 'inu_view' || permissions.isAdmin) return;
  if (values.get('kind') === scriptViewKind) throw viewWriteForbidden('scriptAdminOnly');
  if (!privateViewsOnly(permissions, 'create')) return;
  if (!values.has('isprivate')) values.set('isprivate', true);
  else if (values.get('isprivate') !== true) throw viewWriteForbidden('privateViewsOnly');
}

const storedView = z.object({ kind: z.string().nullable(), isprivate: z.boolean().nullable() });

/**
 * Why an update or a delete of a view may not happen (`values` only for an update), or
 * undefined: a script view, or a change to kind script, needs an administrator; a private-only
 * role changes only its private views and cannot make one public. `allowed` is the caller's
 * read rule, so a refusal can say why of any view the caller sees.
 */
export async function viewChangeRefusal(
  db: Queryable,
  permissions: EffectivePermissions,
  target: { schema: string; entity: string; id: string; allowed: FragmentSqlToken },
  operation: 'update' | 'delete',
  values?: PreparedValues,
): Promise<AppError | undefined> {
  if (target.entity !== 'inu_view' || permissions.isAdmin) return undefined;
  if (values?.get('kind') === scriptViewKind) return viewWriteForbidden('scriptAdminOnly');
  const stored = await db.maybeOne(sql.type(storedView)`
    SELECT t0.kind, t0.isprivate FROM ${sql.identifier([target.schema, 'inu_view'])} AS t0
    WHERE t0.id = ${target.id} AND ${target.allowed}`);
  if (!stored) return undefined; // the write itself reports the missing record or the missing right
  if (stored.kind === scriptViewKind) return viewWriteForbidden('scriptAdminOnly');
  if (operation !== 'update' || !privateViewsOnly(permissions, 'update')) return undefined;
  if (stored.isprivate !== true) return viewWriteForbidden('privateViewsOnly');
  if (values?.has('isprivate') && values.get('isprivate') !== true)
    return viewWriteForbidden('privateViewsOnly');
  return undefined;
}
