import { describe, expect, it } from 'vitest';
import { knownLink, linkExpiresAt, rememberLink } from './link-cache.js';

describe('the link cache', () => {
  it('reads the expiry of a signed link', () => {
    expect(linkExpiresAt('/api/files/x?org=a&exp=1700000000&sig=s')).toBe(1_700_000_000_000);
    expect(linkExpiresAt('/api/files/x?sig=s')).toBe(0);
    expect(linkExpiresAt('/api/files/x?exp=soon')).toBe(0);
  });

  it('hands out a link until its last minute', () => {
    const now = 1_700_000_000_000;
    rememberLink('a', `/api/files/a?exp=${now / 1000 + 600}&sig=s`);
    expect(knownLink('a', now)).toContain('/api/files/a');
    expect(knownLink('a', now + 560_000)).toBeUndefined();
    expect(knownLink('a', now)).toBeUndefined();
    expect(knownLink('never', now)).toBeUndefined();
  });
});
