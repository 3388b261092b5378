import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature.js';

describe('webhook signatures', () => {
  it('verify with the secret and the exact body only', () => {
    const header = signWebhook('s3cret', '{"a":1}', 1_700_000_000);
    expect(verifyWebhook('s3cret', '{"a":1}', header)).toBe(true);
    expect(verifyWebhook('s3cret', '{"a":2}', header)).toBe(false);
    expect(verifyWebhook('other', '{"a":1}', header)).toBe(false);
  });
});
