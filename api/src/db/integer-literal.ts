import type { FragmentSqlToken } from 'slonik';

/**
 * An integer written into the SQL text itself. DDL takes no bind parameters, so a type modifier
 * such as varchar(200) needs its number inline; accepting only safe integers keeps this from
 * ever carrying text. Built like slonik's own fragment tokens.
 */
export function integerLiteral(value: number): FragmentSqlToken {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not a safe integer: ${String(value)}`);
  return {
    sql: String(value),
    type: Symbol.for('SLONIK_TOKEN_FRAGMENT'),
    values: [],
  } as unknown as FragmentSqlToken;
}
