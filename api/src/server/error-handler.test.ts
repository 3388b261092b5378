import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler } from './error-handler.js';

/** Runs the error handler on `error`; answers the status, the body and what was logged at error level. */
function handle(error: unknown) {
  const logged = vi.fn();
  const req = {
    method: 'POST',
    originalUrl: '/api/login',
    context: { requestId: 'r1', language: 'en', logger: { error: logged } },
  } as unknown as Request;
  const answer: { status?: number; body?: Record<string, unknown> } = {};
  const res = {
    headersSent: false,
    status(code: number) {
      answer.status = code;
      return this;
    },
    json(body: Record<string, unknown>) {
      answer.body = body;
      return this;
    },
  } as unknown as Response;
  errorHandler()(error, req, res, () => undefined);
  return { ...answer, logged };
}

const pgError = (fields: Record<string, unknown>) =>
  Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), fields);

describe('the error handler and PostgreSQL data errors (issue 35)', () => {
  it('answers a NUL PostgreSQL refused with 400, logged as nothing, quoting none of its text', () => {
    const { status, body, logged } = handle(new Error('Query failed', { cause: pgError({ code: '22021' }) }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, code: 'ERR_VALIDATION' });
    expect(JSON.stringify(body)).not.toMatch(/UTF8|0x00|byte sequence/);
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers a unique violation with ERR_DUPLICATE naming the field, never the constraint or table', () => {
    const { status, body } = handle(
      pgError({
        code: '23505',
        constraint: 'account_pkey',
        table: 'account',
        detail: 'Key (accountid)=(1) already exists.',
      }),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'ERR_DUPLICATE',
      message: 'A record with the same accountid already exists.',
      details: { field: 'accountid' },
    });
    expect(JSON.stringify(body)).not.toMatch(/pkey|constraint|"account"/);
  });

  it('still logs a real outage at error level', () => {
    const { status, logged } = handle(pgError({ code: '57P01' }));
    expect(status).toBe(503);
    expect(logged).toHaveBeenCalledOnce();
  });
});
