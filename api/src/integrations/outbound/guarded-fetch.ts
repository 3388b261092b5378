import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { SsrfGuard } from './ssrf-guard.js';

export type GuardedRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The whole exchange must be over within this time (default 15 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra certificate authorities to trust (a test's self-signed identity server); never from users. */
  ca?: string;
};

/** Answers are read this far and no further: a service cannot fill our memory. */
const answerMaxBytes = 64 * 1024 * 1024;

/**
 * fetch() for server-side calls to configured services (geocoder, directions, Microsoft
 * identity and Graph), through the one SSRF guard: the URL is checked before the call and every
 * address the socket connects to is checked after DNS resolution (guard.lookupFor), so a name
 * that resolves to a private address is refused as well. Redirects are not followed: a 3xx is
 * handed back as it is, so a service cannot bounce us to an address the guard would refuse.
 * Answers a standard Response, so the callers (and the Graph client) read it as usual.
 */
export async function guardedFetch(
  guard: SsrfGuard,
  target: string | URL,
  init: GuardedRequest = {},
): Promise<Response> {
  const url = guard.check(String(target));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const timeoutMs = init.timeoutMs ?? 15_000;
  return new Promise<Response>((resolve, reject) => {
    const signal = init.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
      : AbortSignal.timeout(timeoutMs);
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        headers: {
          'User-Agent': 'Strata',
          ...(init.body !== undefined ? { 'Content-Length': String(Buffer.byteLength(init.body)) } : {}),
          ...init.headers,
        },
        lookup: guard.lookupFor(url),
        signal,
        ...(init.ca ? { ca: init.ca } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > answerMaxBytes) {
            res.destroy(new Error('the answer is too large'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (Array.isArray(value)) for (const one of value) headers.append(name, one);
            else if (value !== undefined) headers.set(name, value);
          }
          const status = res.statusCode ?? 502;
          // a Response cannot carry a body with these statuses
          const empty = status === 204 || status === 205 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
