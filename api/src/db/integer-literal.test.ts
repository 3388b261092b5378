import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { integerLiteral } from './integer-literal.js';

/**
 * integerLiteral imitates slonik's fragment token by hand; a slonik upgrade that changes its
 * token internals must fail here, not in a DDL statement at run time.
 */
describe('integerLiteral', () => {
  it('composes into slonik SQL as the number itself, with no bind parameter', () => {
    const query = sql.unsafe`ALTER TABLE t ALTER COLUMN c TYPE varchar(${integerLiteral(200)}) USING ${1}`;
    expect(query.sql).toBe('ALTER TABLE t ALTER COLUMN c TYPE varchar(200) USING $slonik_1');
    expect(query.values).toEqual([1]);
  });

  it('nests inside fragments as slonik fragments do', () => {
    const inner = sql.fragment`numeric(${integerLiteral(18)}, ${integerLiteral(4)})`;
    expect(sql.unsafe`SELECT 1::${inner}`.sql).toBe('SELECT 1::numeric(18, 4)');
  });

  it('refuses anything but a safe integer', () => {
    for (const value of [
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 60,
      '1; DROP TABLE x' as unknown as number,
    ])
      expect(() => integerLiteral(value)).toThrow(TypeError);
  });
});
