import { BackendTerminatedUnexpectedlyError, ConnectionError, StatementTimeoutError } from 'slonik';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure, toAppErrorFromDatabase } from './database-errors.js';

const withCode = (code: string) => Object.assign(new Error('from PostgreSQL'), { code });

describe('database errors while PostgreSQL is away', () => {
  it.each([
    ['admin shutdown', withCode('57P01')],
    ['crash shutdown', withCode('57P02')],
    ['starting up or recovering', withCode('57P03')],
    ['connection failure', withCode('08006')],
    ['refused', withCode('ECONNREFUSED')],
    ['slonik ConnectionError', new ConnectionError('connect ECONNREFUSED 127.0.0.1:5999')],
    [
      'terminated mid-query',
      new BackendTerminatedUnexpectedlyError(new Error('Connection terminated unexpectedly')),
    ],
    ['wrapped in a cause', new Error('outer', { cause: withCode('57P02') })],
  ])('%s is ERR_DB_UNAVAILABLE', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
    expect(toAppErrorFromDatabase(error)?.code).toBe('ERR_DB_UNAVAILABLE');
  });

  it('leaves other errors alone', () => {
    expect(isConnectionFailure(withCode('23505'))).toBe(false);
    expect(toAppErrorFromDatabase(withCode('23505'))?.code).toBe('ERR_DUPLICATE');
    expect(toAppErrorFromDatabase(new Error('a bug'))).toBeUndefined();
  });
});

describe('toAppErrorFromDatabase', () => {
  it('answers a statement stopped by statement_timeout (57014) with ERR_QUERY_TIMEOUT, never a 500', () => {
    const pgError = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    expect(toAppErrorFromDatabase(new StatementTimeoutError(pgError))).toMatchObject({
      code: 'ERR_QUERY_TIMEOUT',
    });
    // slonik's wrapper without the PostgreSQL error underneath
    expect(toAppErrorFromDatabase(new StatementTimeoutError(undefined as unknown as Error))).toMatchObject({
      code: 'ERR_QUERY_TIMEOUT',
    });
  });

  it('keeps the PostgreSQL text out of the coded error', () => {
    const pgError = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const mapped = toAppErrorFromDatabase(pgError);
    expect(mapped?.params).toEqual({});
    expect(mapped?.details).toEqual({});
  });
});

describe('data errors (issue 35)', () => {
  const pgError = (fields: Record<string, unknown>) =>
    Object.assign(new Error('PostgreSQL says something about its own layout'), fields);

  it.each([
    ['a NUL in text', '22021', 'text'],
    ['"\\u0000" in jsonb', '22P05', 'text'],
    ['a time zone offset PostgreSQL cannot read', '22009', 'value'],
    ['a date out of range', '22008', 'value'],
    ['a number out of range', '22003', 'range'],
    ['a text too long', '22001', 'tooLong'],
    ['a division by zero', '22012', 'value'],
  ])('%s (%s) is ERR_VALIDATION, never an outage', (_name, code, reason) => {
    const error = pgError({ code });
    expect(isConnectionFailure(error)).toBe(false);
    expect(toAppErrorFromDatabase(error)).toMatchObject({
      code: 'ERR_VALIDATION',
      params: { field: 'value', reason },
      details: {},
    });
  });

  it('names the field of a unique or foreign key, never the constraint or the table', () => {
    const duplicate = toAppErrorFromDatabase(
      new Error('Query violates a unique integrity constraint.', {
        cause: pgError({
          code: '23505',
          constraint: 'account_pkey',
          table: 'account',
          detail: 'Key (accountid)=(8f0c…) already exists.',
        }),
      }),
    );
    expect(duplicate).toMatchObject({ code: 'ERR_DUPLICATE', details: { field: 'accountid' } });
    expect(JSON.stringify([duplicate?.params, duplicate?.details])).not.toMatch(/pkey|account\b/);
    expect(
      toAppErrorFromDatabase(
        pgError({
          code: '23505',
          constraint: 'u_email',
          detail: 'Key (lower(email::text))=(a@b.c) already exists.',
        }),
      )?.details,
    ).toEqual({ field: 'email' });
    expect(
      toAppErrorFromDatabase(
        pgError({
          code: '23503',
          constraint: 'x_fkey',
          detail: 'Key (parentid)=(1) is not present in table "x".',
        }),
      )?.details,
    ).toEqual({ field: 'parentid' });
    expect(toAppErrorFromDatabase(pgError({ code: '23505', constraint: 'some_key' }))?.details).toEqual({});
    expect(toAppErrorFromDatabase(pgError({ code: '23502', column: 'name', table: 't' }))).toMatchObject({
      code: 'ERR_VALIDATION',
      params: { field: 'name', reason: 'required' },
      details: { field: 'name' },
    });
  });
});
