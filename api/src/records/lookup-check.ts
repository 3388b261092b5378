import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import type { Queryable } from '../db/types.js';
import type { AppError } from '../errors/app-error.js';
import { invalidField } from '../errors/common-errors.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';
import { type LookupReference, preparedReferences } from './lookup-references.js';
import type { PreparedValues } from './write-values.js';

/** Ids of one target entity known, in this request's transaction, to exist or to be readable. */
type Confirmed = { existing: Set<string>; readable: Set<string> };

/**
 * What one request has confirmed so far, per target entity. A batch confirms its lookups with
 * one query per target entity up front; later checks of the same ids cost nothing. Deleting
 * rows of an entity forgets what was confirmed about it (forgetLookupTargets).
 */
const confirmedByRequest = new WeakMap<DataContext, Map<string, Confirmed>>();

function confirmedFor(context: DataContext, target: string): Confirmed {
  let byTarget = confirmedByRequest.get(context);
  if (!byTarget) {
    byTarget = new Map();
    confirmedByRequest.set(context, byTarget);
  }
  let confirmed = byTarget.get(target);
  if (!confirmed) {
    confirmed = { existing: new Set(), readable: new Set() };
    byTarget.set(target, confirmed);
  }
  return confirmed;
}

const isConfirmed = (context: DataContext, reference: LookupReference) => {
  const confirmed = confirmedFor(context, reference.target);
  return (reference.need === 'exists' ? confirmed.existing : confirmed.readable).has(reference.id);
};

/** Rows of an entity were deleted: lookups to it must be checked against the table again. */
export function forgetLookupTargets(context: DataContext, target: string): void {
  confirmedByRequest.get(context)?.delete(target);
}

/**
 * Looks up every unconfirmed reference with one query per target entity: which ids exist, and
 * which of them the user may read (the read-access predicate of permissions/record-access).
 * The user's own id is an owner without asking.
 */
export async function confirmLookups(
  db: Queryable,
  context: DataContext,
  references: readonly LookupReference[],
): Promise<void> {
  const pending = new Map<string, Set<string>>();
  for (const reference of references) {
    if (reference.need === 'exists' && reference.target === 'systemuser' && reference.id === context.userId) {
      confirmedFor(context, reference.target).existing.add(reference.id);
      continue;
    }
    if (isConfirmed(context, reference)) continue;
    const ids = pending.get(reference.target) ?? new Set();
    ids.add(reference.id);
    pending.set(reference.target, ids);
  }
  for (const [target, ids] of pending) {
    if (!context.metadata.objects.has(target)) continue;
    const access = recordAccess(context, target, 'read');
    const readable = allowedRows(access, sql.identifier(['t0']));
    const found = await db.any(sql.type(z.object({ id: z.string(), readable: z.boolean() }))`
      SELECT t0.id::text AS id, ${readable} AS readable
      FROM ${sql.identifier([context.tenant.schemaName, target])} AS t0
      WHERE t0.id = ANY(${sql.array([...ids], 'uuid')})`);
    const confirmed = confirmedFor(context, target);
    for (const row of found) {
      const id = String(row.id);
      confirmed.existing.add(id);
      if (row.readable === true) confirmed.readable.add(id);
    }
  }
}

/** The references that name no row of their target (or, when they must be readable, no readable row). */
export async function unconfirmedLookups(
  db: Queryable,
  context: DataContext,
  references: readonly LookupReference[],
): Promise<LookupReference[]> {
  await confirmLookups(db, context, references);
  return references.filter((reference) => !isConfirmed(context, reference));
}

/**
 * The first reference (in row order) that names no row of its target, or a row the user may
 * not read, as the ERR_VALIDATION naming its field; an owner that is not a user (or team) of
 * the organisation likewise. Undefined when every lookup is sound.
 */
export async function findLookupProblem(
  db: Queryable,
  context: DataContext,
  references: readonly LookupReference[],
): Promise<{ offset: number; error: AppError } | undefined> {
  const refused = (await unconfirmedLookups(db, context, references)).sort((a, b) => a.offset - b.offset)[0];
  if (!refused) return undefined;
  const { field } = refused;
  const reason = field === 'ownerid' ? 'owner' : 'lookupTarget';
  return { offset: refused.offset, error: invalidField(field, reason) };
}

/**
 * Checks the lookups of prepared rows of one entity (a write group: one query per target
 * entity, whatever the number of rows); the first unsound one is thrown with its row's offset.
 */
export async function checkPreparedLookups(
  db: Queryable,
  context: DataContext,
  entity: string,
  rows: readonly PreparedValues[],
): Promise<{ offset: number; error: AppError } | undefined> {
  const properties = context.metadata.properties.get(entity);
  if (!properties) return undefined;
  return findLookupProblem(db, context, preparedReferences(properties, rows));
}
