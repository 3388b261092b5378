import { describe, expect, it } from 'vitest';
import { organizationTarget } from './organization-target.js';

const dev = { development: true, protocol: 'http:' };

describe('organizationTarget (host#org)', () => {
  it("sends a development build to the other server's login page for the organisation", () => {
    expect(organizationTarget('localhost:3000#demo', dev)).toEqual({
      kind: 'elsewhere',
      url: 'http://localhost:3000/login?org=demo',
    });
    expect(organizationTarget(' https://test.example.com#acme ', { ...dev, email: 'a@b.c' })).toEqual({
      kind: 'elsewhere',
      url: 'https://test.example.com/login?org=acme&email=a%40b.c',
    });
  });

  it('is an ordinary organisation name in a production build', () => {
    expect(organizationTarget('localhost:3000#demo', { ...dev, development: false })).toEqual({
      kind: 'here',
      organization: 'localhost:3000#demo',
    });
  });

  it('keeps plain names and refuses what is not a web address', () => {
    expect(organizationTarget('demo', dev)).toEqual({ kind: 'here', organization: 'demo' });
    expect(organizationTarget('#demo', dev)).toEqual({ kind: 'here', organization: '#demo' });
    expect(organizationTarget('host#', dev)).toEqual({ kind: 'here', organization: 'host#' });
    expect(organizationTarget('javascript:alert(1)#x', dev).kind).toBe('here');
  });
});
