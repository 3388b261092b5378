import { describe, expect, it } from 'vitest';
import { organizationFromHost } from './organization-from-host.js';
import { isTenantSchemaName, schemaNameForTenant } from './schema-name.js';

describe('organisation from the Host header', () => {
  it.each([
    ['demo.localhost', 'localhost', 'demo'],
    ['DEMO.Localhost', 'localhost', 'demo'],
    ['acme.strata.example', 'strata.example', 'acme'],
    ['acme.strata.example.', 'strata.example', 'acme'],
    ['localhost', 'localhost', null],
    ['strata.example', 'strata.example', null],
    ['127.0.0.1', 'localhost', null],
    ['evil.example', 'strata.example', null],
    ['evilstrata.example', 'strata.example', null],
    [undefined, 'localhost', null],
  ])('%s on %s gives %s', (host, base, expected) => {
    expect(organizationFromHost(host, base)).toBe(expected);
  });
});

describe('schema names', () => {
  it('derive from the tenant id only', () => {
    const schema = schemaNameForTenant('8B95BC9A-6CE7-4CB4-BB61-5C41D91832E5');
    expect(schema).toBe('tenant_8b95bc9a6ce74cb4bb615c41d91832e5');
    expect(isTenantSchemaName(schema)).toBe(true);
  });

  it.each(['acme', 'public', '"; drop schema x; --', '8b95bc9a-6ce7-4cb4-bb61'])('refuse %s', (id) => {
    expect(() => schemaNameForTenant(id)).toThrow('Not a tenant id');
  });
});
