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
