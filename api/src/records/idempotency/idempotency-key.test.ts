import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors/app-error.js';
import { readIdempotencyKey, requestHash } from './idempotency-key.js';

const refusal = (header: string) => {
  try {
    readIdempotencyKey(header);
  } catch (error) {
    return isAppError(error) ? { code: error.code, field: error.details.field } : error;
  }
  return undefined;
};

describe('readIdempotencyKey', () => {
  it('takes 1 to 200 printable ASCII characters and no header at all', () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined();
    expect(readIdempotencyKey('a')).toBe('a');
    expect(readIdempotencyKey('save 7f3c~!')).toBe('save 7f3c~!');
    expect(readIdempotencyKey('k'.repeat(200))).toBe('k'.repeat(200));
  });

  it('refuses an empty, too long or non-ASCII key as ERR_VALIDATION on the header', () => {
    for (const header of ['', 'k'.repeat(201), 'tab\there', 'ključ', 'line\nbreak', '\x7f']) {
      expect(refusal(header), JSON.stringify(header)).toEqual({
        code: 'ERR_VALIDATION',
        field: 'Idempotency-Key',
      });
    }
  });
});

describe('requestHash', () => {
  it('is the same for the same route and body, and differs for another body or route', () => {
    const body = { records: [{ name: 'account', operation: 'create', object: { name: 'A' } }] };
    const hash = requestHash('/api/executemultiple', body);
    expect(requestHash('/api/executemultiple', structuredClone(body)).equals(hash)).toBe(true);
    expect(requestHash('/api/executemultiple', { ...body, continueOnError: true }).equals(hash)).toBe(false);
    expect(requestHash('/api/update', body).equals(hash)).toBe(false);
  });
});
