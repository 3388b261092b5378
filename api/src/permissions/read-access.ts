import { type FragmentSqlToken, type IdentifierSqlToken, sql } from 'slonik';

/**
 * What the caller may read of one entity, as the query compiler needs it:
 * - all: every row;
 * - none: no row (the main entity answers ERR_FORBIDDEN; a lookup label or link finds nothing);
 * - where: the rows a predicate on the entity's table alias admits (owner, team, custom owner).
 */
export type ReadAccess =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'where'; predicate: (table: IdentifierSqlToken) => FragmentSqlToken };

export type ReadAccessResolver = (entity: string) => ReadAccess;

/** The SQL condition for rows `access` admits on `table` (TRUE for all; none is the caller's to refuse). */
export function accessPredicate(access: ReadAccess, table: IdentifierSqlToken): FragmentSqlToken {
  return access.kind === 'where' ? access.predicate(table) : sql.fragment`TRUE`;
}

/** For code that runs with full rights (migrations, tests, the benchmark's raw side). */
export const readEverything: ReadAccessResolver = () => ({ kind: 'all' });
