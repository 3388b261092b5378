import { describe, expect, it } from 'vitest';
import { addressRefusal, createSsrfGuard, parseHostList, SsrfBlockedError } from './ssrf-guard.js';

describe('the SSRF guard', () => {
  it('refuses loopback, private, link-local and metadata addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.5',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd12::1',
      '::ffff:127.0.0.1',
    ])
      expect(addressRefusal(address, false), address).not.toBeNull();
    expect(addressRefusal('93.184.216.34', false)).toBeNull();
    expect(addressRefusal('2606:4700::1111', false)).toBeNull();
  });

  it('lets an allowed host use a private address but never a metadata one', () => {
    expect(addressRefusal('127.0.0.1', true)).toBeNull();
    expect(addressRefusal('169.254.169.254', true)).not.toBeNull();
  });

  it('checks the scheme and literal addresses of a URL', () => {
    const guard = createSsrfGuard(parseHostList(' 127.0.0.1:8080 , Hooks.Internal '));
    expect(() => guard.check('ftp://example.com/')).toThrow(SsrfBlockedError);
    expect(() => guard.check('http://10.0.0.1/')).toThrow(SsrfBlockedError);
    expect(() => guard.check('http://[::1]:8080/')).toThrow(SsrfBlockedError);
    expect(() => guard.check('http://127.0.0.1:9/')).toThrow(SsrfBlockedError);
    expect(guard.check('http://127.0.0.1:8080/hook').host).toBe('127.0.0.1:8080');
  });

  it('refuses a name that resolves to a private address', async () => {
    const guard = createSsrfGuard([]);
    const url = guard.check('http://localhost/hook');
    const error = await new Promise<unknown>((resolve) =>
      guard.lookupFor(url)('localhost', { family: 0 }, (failure) => resolve(failure)),
    );
    expect(error).toBeInstanceOf(SsrfBlockedError);
  });
});
