import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../server/error-handler.js';
import { AppError } from './app-error.js';
import {
  constraintRefused,
  databaseUnavailable,
  duplicate,
  fileEmpty,
  fileNotFound,
  forbidden,
  invalidField,
  metadataInvalid,
  nameInvalid,
  referenceBroken,
  validationError,
} from './common-errors.js';

/** What a client receives for `error`: the status and the body's exact JSON text. */
function answer(error: unknown): { status: number; json: string } {
  const req = {
    context: { requestId: 'r1', language: 'en', logger: { error: () => undefined } },
  } as unknown as Request;
  const out = { status: 0, json: '' };
  const res = {
    headersSent: false,
    status(code: number) {
      out.status = code;
      return this;
    },
    json(body: unknown) {
      out.json = JSON.stringify(body);
      return this;
    },
  } as unknown as Response;
  errorHandler()(error, req, res, () => undefined);
  return out;
}

/**
 * Each constructor answers byte for byte what the inline `new AppError(...)` it replaced did
 * (the right-hand side), and the body says what a client reads (code, message, details).
 */
describe('common-errors constructors', () => {
  it('invalidField: the field and reason in the message, the field in the details', () => {
    const got = answer(invalidField('versionnumber', 'required'));
    expect(got).toEqual(
      answer(
        new AppError(
          'ERR_VALIDATION',
          { field: 'versionnumber', reason: 'required' },
          { field: 'versionnumber' },
        ),
      ),
    );
    expect(got.status).toBe(400);
    expect(JSON.parse(got.json)).toEqual({
      ok: false,
      code: 'ERR_VALIDATION',
      message: 'Invalid input for versionnumber: this field needs a value',
      details: { field: 'versionnumber' },
      requestId: 'r1',
    });
  });

  it('validationError: its own params (a label, min) and details, none when given none', () => {
    expect(answer(validationError({ field: 'body', reason: 'body' }))).toEqual(
      answer(new AppError('ERR_VALIDATION', { field: 'body', reason: 'body' })),
    );
    expect(JSON.parse(answer(validationError({ field: 'url', reason: 'url' })).json).details).toBeUndefined();
    const password = answer(
      validationError({ field: 'newPassword', reason: 'password', min: 8 }, { field: 'newPassword' }),
    );
    expect(password).toEqual(
      answer(
        new AppError(
          'ERR_VALIDATION',
          { field: 'newPassword', reason: 'password', min: 8 },
          { field: 'newPassword' },
        ),
      ),
    );
    expect(JSON.parse(password.json).message).toBe('Invalid input for newPassword: use 8 to 256 characters');
    const labelled = validationError({ field: 'name', reason: 'required' }, { field: 'name', label: 'Name' });
    expect(JSON.parse(answer(labelled).json).details).toEqual({ field: 'name', label: 'Name' });
    const cause = new Error('pg');
    expect(validationError({ field: 'value', reason: 'range' }, {}, cause).cause).toBe(cause);
  });

  it('forbidden: a reason in the details is also the message', () => {
    expect(answer(forbidden({ object: 'account' }))).toEqual(
      answer(new AppError('ERR_FORBIDDEN', {}, { object: 'account' })),
    );
    const got = answer(forbidden({ object: 'inu_view', reason: 'scriptAdminOnly', field: 'kind' }));
    expect(got).toEqual(
      answer(
        new AppError(
          'ERR_FORBIDDEN',
          { reason: 'scriptAdminOnly' },
          { object: 'inu_view', reason: 'scriptAdminOnly', field: 'kind' },
        ),
      ),
    );
    expect(got.status).toBe(403);
    expect(JSON.parse(got.json).details).toEqual({
      object: 'inu_view',
      reason: 'scriptAdminOnly',
      field: 'kind',
    });
  });

  it('duplicate and referenceBroken: details say what, the message stays general', () => {
    const dup = answer(duplicate({ field: 'email' }));
    expect(dup).toEqual(answer(new AppError('ERR_DUPLICATE', {}, { field: 'email' })));
    expect(dup.status).toBe(409);
    expect(JSON.parse(dup.json).message).toBe('A record with the same value already exists.');
    const ref = answer(referenceBroken({ entity: 'account', field: 'parentid', id: 'x' }));
    expect(ref).toEqual(
      answer(new AppError('ERR_REFERENCE', {}, { entity: 'account', field: 'parentid', id: 'x' })),
    );
    expect(JSON.parse(ref.json)).toMatchObject({ code: 'ERR_REFERENCE', details: { field: 'parentid' } });
  });

  it('constraintRefused: the column PostgreSQL names is in the message and the details', () => {
    const cause = new Error('pg');
    const named = answer(constraintRefused('ERR_DUPLICATE', 'name', cause));
    expect(named).toEqual(
      answer(new AppError('ERR_DUPLICATE', { field: 'name' }, { field: 'name' }, { cause })),
    );
    expect(JSON.parse(named.json).message).toBe('A record with the same name already exists.');
    expect(answer(constraintRefused('ERR_REFERENCE', undefined, cause))).toEqual(
      answer(new AppError('ERR_REFERENCE', {}, {}, { cause })),
    );
    expect(constraintRefused('ERR_REFERENCE', 'x', cause).cause).toBe(cause);
  });

  it('nameInvalid and metadataInvalid: the name or reason, and the object concerned', () => {
    const name = answer(
      nameInvalid('createdon', 'base-column', { object: 'account', property: 'createdon' }),
    );
    expect(name).toEqual(
      answer(
        new AppError(
          'ERR_NAME_INVALID',
          { name: 'createdon', reason: 'base-column' },
          { object: 'account', property: 'createdon' },
        ),
      ),
    );
    expect(JSON.parse(name.json)).toMatchObject({
      code: 'ERR_NAME_INVALID',
      details: { property: 'createdon' },
    });
    const metadata = answer(metadataInvalid('system-object', 'systemuser'));
    expect(metadata).toEqual(
      answer(new AppError('ERR_METADATA_INVALID', { reason: 'system-object' }, { object: 'systemuser' })),
    );
    expect(JSON.parse(metadata.json).details).toEqual({ object: 'systemuser' });
  });

  it('fileNotFound, fileEmpty and databaseUnavailable: the code alone', () => {
    expect(answer(fileNotFound())).toEqual(answer(new AppError('ERR_FILE_NOT_FOUND')));
    expect(answer(fileNotFound()).status).toBe(404);
    expect(answer(fileEmpty())).toEqual(answer(new AppError('ERR_FILE_EMPTY')));
    const cause = new Error('ECONNREFUSED');
    expect(answer(databaseUnavailable(cause))).toEqual(
      answer(new AppError('ERR_DB_UNAVAILABLE', {}, {}, { cause })),
    );
    expect(answer(databaseUnavailable()).status).toBe(503);
    expect(databaseUnavailable(cause).cause).toBe(cause);
    expect('cause' in databaseUnavailable()).toBe(false);
  });
});
