import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test-support/fake-server.js';
import { ApiError, apiRequest, endedSession, unauthorizedEvent } from './http.js';

/**
 * Which answers say the session is gone (spec 000 section 8: a 401, or the status text NOT
 * AUTHORIZED) and so raise the logged-out popup's event: Strata's own and a proxy's without
 * Strata's body alike, never for a caller that expects them (the sign-in pages).
 */
const proxyPage = { 'Content-Type': 'text/html' };
const listener = vi.fn();

beforeEach(() => {
  listener.mockClear();
  window.addEventListener(unauthorizedEvent, listener);
});
afterEach(() => window.removeEventListener(unauthorizedEvent, listener));

/** The ApiError `path` fails with. */
async function failure(path: string, options: Parameters<typeof apiRequest>[1] = {}): Promise<ApiError> {
  const error = await apiRequest(path, options).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`${path} did not fail with an ApiError`);
  return error;
}

describe('answers that end the session', () => {
  it("a proxy's 401 without Strata's body raises the event and counts as an ended session", async () => {
    fakeServer({
      'POST /api/update': () => ({ status: 401, statusText: 'Unauthorized', headers: proxyPage }),
    });
    const error = await failure('/api/update', { json: { name: 'account' } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({
      status: 401,
      code: 'ERR_UNAUTHORIZED',
      message: 'Server Error: Unauthorized',
    });
    expect(endedSession(error)).toBe(true);
  });

  it('the status text NOT AUTHORIZED raises it whatever the status', async () => {
    fakeServer({
      'GET /api/getusercontext': () => ({ status: 403, statusText: 'NOT AUTHORIZED', headers: proxyPage }),
    });
    const error = await failure('/api/getusercontext');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(endedSession(error)).toBe(true);
  });

  it("Strata's 401 ERR_UNAUTHORIZED raises it with the server's message", async () => {
    fakeServer({
      'POST /api/fetch': () => ({
        status: 401,
        body: { code: 'ERR_UNAUTHORIZED', message: 'Please sign in.' },
      }),
    });
    const error = await failure('/api/fetch', { json: {} });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 401, code: 'ERR_UNAUTHORIZED', message: 'Please sign in.' });
  });

  it('a sign-in call that expects 401s stays quiet', async () => {
    fakeServer({
      'POST /api/login': () => ({
        status: 401,
        body: { code: 'ERR_LOGIN_FAILED', message: 'Invalid Username or password' },
      }),
      'GET /api/401': () => ({ status: 401, statusText: 'Unauthorized', headers: proxyPage }),
    });
    await failure('/api/login', { form: { username: 'a' }, quietUnauthorized: true });
    await failure('/api/401', { quietUnauthorized: true });
    expect(listener).not.toHaveBeenCalled();
  });

  it('other failures are not a lost session', async () => {
    fakeServer({
      'POST /api/update': () => ({ status: 403, body: { code: 'ERR_FORBIDDEN', message: 'Forbidden' } }),
      'GET /api/getusercontext': () => ({ status: 502, statusText: 'Bad Gateway', headers: proxyPage }),
    });
    const forbidden = await failure('/api/update', { json: {} });
    const gateway = await failure('/api/getusercontext');
    expect(listener).not.toHaveBeenCalled();
    expect(endedSession(forbidden)).toBe(false);
    expect(gateway).toMatchObject({ status: 502, code: 'ERR_SERVER', message: 'Server Error: Bad Gateway' });
  });
});
