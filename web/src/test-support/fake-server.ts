/** A request the screen under test sent, as the fake server saw it. */
export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body (undefined without one); form bodies as URLSearchParams. */
  body: unknown;
  headers: Headers;
};

/**
 * An answer: a JSON body (status 200), or a status with a body (and a status text: a proxy's
 * 'NOT AUTHORIZED'); undefined passes to the next route.
 */
type StatusAnswer = { status: number; statusText?: string; body?: unknown; headers?: Record<string, string> };
export type FakeAnswer = unknown | StatusAnswer;
export type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

const isStatusAnswer = (answer: unknown): answer is StatusAnswer =>
  typeof answer === 'object' &&
  answer !== null &&
  'status' in answer &&
  typeof (answer as { status: unknown }).status === 'number';

/**
 * Stands in for the API in a DOM test: `window.fetch` answers from `routes`, keyed
 * `'METHOD /api/path'` (no query string). A request no route answers fails the test with 501
 * and is listed in `unanswered`, so a screen cannot quietly depend on a call the test did not
 * expect. Every request is kept in `requests`. The real fetch comes back after each test
 * (dom-setup.ts calls restoreFetch).
 */
export function fakeServer(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const unanswered: string[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? String(input) : input.url,
      'http://demo.localhost',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const body = readBody(init.body);
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer = route ? await route(request) : undefined;
    if (answer === undefined) {
      unanswered.push(`${method} ${url.pathname}`);
      return new Response(
        JSON.stringify({ code: 'ERR_NOT_FAKED', message: `no fake for ${method} ${url.pathname}` }),
        {
          status: 501,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }
    const { status, statusText, payload, headers } = isStatusAnswer(answer)
      ? {
          status: answer.status,
          statusText: answer.statusText ?? '',
          payload: answer.body,
          headers: answer.headers ?? {},
        }
      : { status: 200, statusText: '', payload: answer, headers: {} };
    return new Response(payload === undefined ? null : JSON.stringify(payload), {
      status,
      statusText,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };
  globalThis.fetch = fake as typeof fetch;
  window.fetch = fake as typeof fetch;
  return {
    requests,
    unanswered,
    /** The bodies of the requests to `'METHOD /api/path'` so far. */
    bodiesOf: (key: string) =>
      requests
        .filter((request) => `${request.method} ${request.path}` === key)
        .map((request) => request.body),
  };
}

/** A JSON body parsed; any other (a form's URLSearchParams, a file, text) as it was sent. */
function readBody(raw: RequestInit['body']): unknown {
  if (typeof raw !== 'string') return raw ?? undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const originalFetch = globalThis.fetch;

/** Puts the environment's own fetch back (after each DOM test). */
export function restoreFetch(): void {
  globalThis.fetch = originalFetch;
  window.fetch = originalFetch;
}
