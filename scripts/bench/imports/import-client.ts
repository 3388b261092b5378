import { randomUUID } from 'node:crypto';
import type { FetchQuery } from '@strata/api/contract/query';
import type { OperationResult, RecordOperation } from '@strata/api/contract/records';
import type { RecordValues } from '../../../web/src/data/data-api.js';

/**
 * The two calls the import screen makes, over fetch with the session's token: POST /api/fetch
 * (lookups by name, matching) and POST /api/executemultiple with continueOnError and an
 * idempotency key, as web/src/data/data-api.ts sends them.
 */
export function importClient(base: string, token: string) {
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'access-token': token, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
  return {
    fetchRows: (query: FetchQuery) => post<RecordValues[]>('/api/fetch', query),
    execute: (records: RecordOperation[]) =>
      post<OperationResult[]>(
        '/api/executemultiple',
        { records, continueOnError: true },
        { 'Idempotency-Key': randomUUID() },
      ),
    userContext: async () => {
      const response = await fetch(new URL(`/api/getusercontext?t=${Date.now()}`, base), {
        headers: { 'access-token': token },
      });
      if (!response.ok) throw new Error(`getusercontext answered ${response.status}`);
      return (await response.json()) as { metaDict: Record<string, unknown> };
    },
  };
}
