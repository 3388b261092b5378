import { type FragmentSqlToken, type IdentifierSqlToken, sql } from 'slonik';

/**
 * Which rows of one entity the caller may touch for one operation (read, update or delete):
 * - all: every row;
 * - none: no row (the main entity of a fetch answers ERR_FORBIDDEN; a lookup label or link
 *   finds nothing; a write finds no record);
 * - where: the rows a predicate on the entity's table alias admits (owner, team, custom owner).
 */
export type RowAccess =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'where'; predicate: (table: IdentifierSqlToken) => FragmentSqlToken };

export type RowAccessResolver = (entity: string) => RowAccess;

/**
 * The SQL condition for the rows `access` admits on `table`: TRUE for all, FALSE for none, so a
 * caller that forgets to refuse none first still finds nothing (fail closed).
 */
export function allowedRows(access: RowAccess, table: IdentifierSqlToken): FragmentSqlToken {
  switch (access.kind) {
    case 'all':
      return sql.fragment`TRUE`;
    case 'none':
      return sql.fragment`FALSE`;
    case 'where':
      return access.predicate(table);
  }
}

/** For code that runs with full rights (migrations, tests, the benchmark's raw side). */
export const readEverything: RowAccessResolver = () => ({ kind: 'all' });
