import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch } from './guarded-fetch.js';
import { createSsrfGuard, SsrfBlockedError } from './ssrf-guard.js';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/moved') {
      res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ method: req.method, length: req.headers['content-length'] ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('guarded fetch', () => {
  it('refuses loopback unless the host is allowed, and metadata addresses always', async () => {
    await expect(guardedFetch(createSsrfGuard([]), `${base}/`)).rejects.toBeInstanceOf(SsrfBlockedError);
    await expect(
      guardedFetch(createSsrfGuard(['localhost']), `http://localhost:${new URL(base).port}/`),
    ).resolves.toBeInstanceOf(Response);
    await expect(
      guardedFetch(createSsrfGuard(['169.254.169.254']), 'http://169.254.169.254/'),
    ).rejects.toBeInstanceOf(SsrfBlockedError);
    await expect(guardedFetch(createSsrfGuard([]), 'file:///etc/passwd')).rejects.toBeInstanceOf(
      SsrfBlockedError,
    );
  });

  it('answers a standard Response with the body sent, and never follows a redirect', async () => {
    const guard = createSsrfGuard(['127.0.0.1']);
    const answer = await guardedFetch(guard, `${base}/echo`, { method: 'PUT', body: 'abc' });
    expect(await answer.json()).toEqual({ method: 'PUT', length: '3' });
    const moved = await guardedFetch(guard, `${base}/moved`);
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toContain('169.254.169.254');
  });
});
