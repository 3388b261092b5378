import { type QuerySqlToken, sql } from 'slonik';
import { z } from 'zod';
import type { Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import type { ResolvedLink } from './links.js';

/**
 * EXPLAIN (FORMAT JSON)'s plan: a JSON array, as text or already parsed depending on the
 * driver's json parser, so it is read here whichever way it arrives.
 */
const explainedPlan = z.preprocess(
  (value) => (typeof value === 'string' ? JSON.parse(value) : value),
  z.array(z.object({ Plan: z.object({ 'Total Cost': z.number() }).passthrough() }).passthrough()),
);
/**
 * Only a link that can match many rows of its entity per row of its parent can make a query's
 * work grow beyond its tables' sizes: one whose `from` is not the linked entity's primary key
 * (contact.accountid = account.id fans out; account.id = contact.accountid, a lookup, does not).
 * Queries without such a link are linear in their tables, which the statement timeout bounds,
 * so only these pay the EXPLAIN's extra round trip. Links are checked at every depth.
 */
export function fansOut(links: readonly ResolvedLink[]): boolean {
  // a not-any link is a NOT EXISTS: it never multiplies rows
  return links.some(
    (link) => (link.link.type !== 'not-any' && link.from.logicalName !== 'id') || fansOut(link.children),
  );
}

/** The planner's estimate of the whole statement, in PostgreSQL's cost units. */
export async function estimatedCost(db: Queryable, query: QuerySqlToken): Promise<number> {
  const plan = await db.oneFirst(
    sql.type(z.object({ 'QUERY PLAN': z.unknown() }))`EXPLAIN (FORMAT JSON) ${query}`,
  );
  return explainedPlan.parse(plan)[0]?.Plan['Total Cost'] ?? 0;
}

/**
 * Refuses (400 ERR_QUERY_TOO_COMPLEX) a statement PostgreSQL estimates above maxCost before it
 * runs, instead of letting it hold a connection until the statement timeout. 0 disables.
 */
export async function refuseCostlyPlan(db: Queryable, query: QuerySqlToken, maxCost: number): Promise<void> {
  if (maxCost <= 0) return;
  const cost = await estimatedCost(db, query);
  if (cost > maxCost) {
    throw new AppError('ERR_QUERY_TOO_COMPLEX', {}, { estimatedCost: Math.round(cost), maxCost });
  }
}
