import type { INetworkModule, NetworkResponse } from '@azure/msal-node';
import { guardedFetch } from '../outbound/guarded-fetch.js';
import type { SsrfGuard } from '../outbound/ssrf-guard.js';

/** Discovery documents are the same for every user: fetched once an hour, not per token. */
const discoveryMs = 60 * 60_000;

/**
 * msal-node's network layer replaced by ours, so its calls to the identity platform go through
 * the one SSRF guard like every other outgoing call (and can trust a test's certificate).
 * msal-node builds a client per user (token caches are per user), so the OpenID discovery
 * answers are kept here across those clients.
 */
export function msalNetwork(guard: SsrfGuard, ca?: string): INetworkModule {
  const discovered = new Map<string, { at: number; answer: NetworkResponse<unknown> }>();
  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    headers?: Record<string, string>,
    body?: string,
  ) => {
    const response = await guardedFetch(guard, url, {
      method,
      ...(headers ? { headers } : {}),
      ...(body !== undefined ? { body } : {}),
      timeoutMs: 10_000,
      ...(ca ? { ca } : {}),
    });
    const text = await response.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { error: 'invalid_response', error_description: `HTTP ${response.status}` };
    }
    return { status: response.status, headers: Object.fromEntries(response.headers), body: parsed as T };
  };
  return {
    async sendGetRequestAsync<T>(url: string, options?: { headers?: Record<string, string> }) {
      const cacheable =
        url.includes('/.well-known/openid-configuration') || url.includes('/discovery/instance');
      const kept = cacheable ? discovered.get(url) : undefined;
      if (kept && Date.now() - kept.at < discoveryMs) return kept.answer as NetworkResponse<T>;
      const answer = await call<T>('GET', url, options?.headers);
      if (cacheable && answer.status === 200) discovered.set(url, { at: Date.now(), answer });
      return answer;
    },
    sendPostRequestAsync<T>(url: string, options?: { headers?: Record<string, string>; body?: string }) {
      return call<T>('POST', url, options?.headers, options?.body);
    },
  };
}
