import type { ErrorBody } from '@strata/api/contract/error-codes';

/** An API answer that was not OK, with the server's code and (translated) message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** GETs JSON from the API; a non-OK answer becomes an ApiError carrying the server's code. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  const body = (await response.json().catch(() => undefined)) as T | ErrorBody | undefined;
  if (!response.ok) {
    const error = body as ErrorBody | undefined;
    throw new ApiError(response.status, error?.code ?? 'ERR_UNKNOWN', error?.message ?? response.statusText);
  }
  return body as T;
}
