import { describe, expect, it } from 'vitest';
import { clientAddress, rateKey } from './rate-key.js';

describe('rate keys', () => {
  it('count email case and spacing variants as one', () => {
    const key = rateKey('magic-email', 't1', 'Jane.Doe@Example.com');
    for (const variant of [
      ' jane.doe@example.com ',
      'JANE.DOE@EXAMPLE.COM',
      'jane.doe @example.com',
      'jane.doe@example.com.',
    ]) {
      expect(rateKey('magic-email', 't1', variant)).toBe(key);
    }
  });

  it('count path case and a trailing slash as one', () => {
    expect(rateKey('path', '/API/Login/')).toBe(rateKey('path', '/api/login'));
  });

  it('keep different scopes and tenants apart', () => {
    expect(rateKey('login', 't1', 'a@b.c')).not.toBe(rateKey('login', 't2', 'a@b.c'));
    expect(rateKey('login', 'a@b.c')).not.toBe(rateKey('magic', 'a@b.c'));
  });

  it('unwrap IPv4-mapped IPv6 addresses', () => {
    expect(clientAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});
