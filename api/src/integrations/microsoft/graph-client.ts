import { Client, type Context, type Middleware } from '@microsoft/microsoft-graph-client';
import { guardedFetch } from '../outbound/guarded-fetch.js';
import type { SsrfGuard } from '../outbound/ssrf-guard.js';
import type { MicrosoftSettings } from './microsoft-settings.js';

/** How often a throttled (429) or failing (5xx) call is tried again, and the longest wait. */
export const graphRetry = { attempts: 3, maxWaitMs: 10_000, baseWaitMs: 500 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds (or an HTTP date), else exponential backoff; never over the bound. */
export function retryWait(retryAfter: string | null, attempt: number): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  let wait = graphRetry.baseWaitMs * 2 ** attempt;
  if (Number.isFinite(seconds)) wait = seconds * 1000;
  else if (retryAfter) {
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) wait = at - Date.now();
  }
  return Math.min(Math.max(wait, 0), graphRetry.maxWaitMs);
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]));
}

/**
 * The Graph client (@microsoft/microsoft-graph-client) as Strata runs it: on the server, with
 * GRAPH_URL as its base (so tests point it at their fake), a bearer token from msal-node on
 * calls to that host, a bounded retry of throttling (429, honouring Retry-After) and server
 * errors (5xx), and every request sent through the one SSRF guard (guardedFetch).
 */
export function createGraphClient(
  settings: Pick<MicrosoftSettings, 'graphUrl' | 'ca'>,
  guard: SsrfGuard,
  /** Fetched before the call (msal-node's errors stay coded; the Graph client would rewrap them). */
  accessToken: string,
): Client {
  const graphHost = new URL(settings.graphUrl).host;
  const chain = <T extends Middleware>(first: T, next: Middleware) => {
    first.setNext = (middleware) => {
      (first as { next?: Middleware }).next = middleware;
    };
    first.setNext(next);
    return first;
  };
  const send: Middleware = {
    execute: async (context: Context) => {
      const url = typeof context.request === 'string' ? context.request : context.request.url;
      const options = context.options as RequestInit | undefined;
      const body = options?.body;
      context.response = await guardedFetch(guard, url, {
        method: options?.method ?? 'GET',
        headers: headersOf(options),
        ...(typeof body === 'string' || body instanceof Uint8Array ? { body } : {}),
        ...(body instanceof ArrayBuffer ? { body: new Uint8Array(body) } : {}),
        timeoutMs: 30_000,
        ...(settings.ca ? { ca: settings.ca } : {}),
      });
    },
  };
  const retry = chain(
    {
      execute: async (context: Context) => {
        const next = (retry as { next?: Middleware }).next as Middleware;
        for (let attempt = 0; ; attempt++) {
          await next.execute(context);
          const status = context.response?.status ?? 0;
          if (!(status === 429 || status >= 500) || attempt + 1 >= graphRetry.attempts) return;
          await sleep(retryWait(context.response?.headers.get('Retry-After') ?? null, attempt));
        }
      },
    } as Middleware,
    send,
  );
  const authorize = chain(
    {
      execute: async (context: Context) => {
        const url = typeof context.request === 'string' ? context.request : context.request.url;
        const options = (context.options ?? {}) as RequestInit;
        if (new URL(url).host === graphHost) {
          options.headers = { ...headersOf(options), Authorization: `Bearer ${accessToken}` };
        }
        context.options = options as Context['options'];
        await ((authorize as { next?: Middleware }).next as Middleware).execute(context);
      },
    } as Middleware,
    retry,
  );
  return Client.initWithMiddleware({
    middleware: authorize,
    baseUrl: settings.graphUrl.replace(/\/+$/, ''),
    defaultVersion: 'v1.0',
    customHosts: new Set([new URL(settings.graphUrl).hostname]),
  });
}
