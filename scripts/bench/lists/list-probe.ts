/**
 * What the page itself measures, with its own clock (performance.now(): 0 is the navigation
 * start). Installed with page.addInitScript, so it runs in every document before the app's
 * scripts. Plain JavaScript in a string: a function handed to Playwright would be serialised
 * after tsx/esbuild added helpers (`__name`) that do not exist in the page.
 *
 * - It notes the time of every list fetch (POST /api/fetch of the entity with a pageSize) and
 *   its body, by wrapping window.fetch; the resource timing entry started at that moment then
 *   gives the request's start and its response end (same origin, so every field is there).
 * - A MutationObserver watches the grid's aria-rowcount (loaded rows + 1 for the header) and
 *   its rows; when `rows` rows are loaded and some are in the DOM, the next frame is awaited
 *   (requestAnimationFrame) and then a message-channel task, which runs after that frame's
 *   paint: that moment is "rows painted".
 * The grid is virtualised: "50 rows painted" means the page of 50 is in the grid and the rows
 * in view are on screen (the others are not drawn until scrolled to, by design).
 */
export const listProbeScript = (entity: string, pageSize: number) => `(() => {
  const entity = ${JSON.stringify(entity)};
  const pageSize = ${pageSize};
  const fetches = [];
  let listHeaders;
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    try {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/api/fetch') && init && typeof init.body === 'string') {
        const body = JSON.parse(init.body);
        const aggregate = (body.entity?.attributes ?? []).some((a) => a.aggregate);
        if (body.entity?.name === entity && body.pageSize && !aggregate) {
          fetches.push({ page: body.page ?? 1, calledAt: performance.now(), body });
          listHeaders = init.headers;
        }
      }
    } catch {}
    return originalFetch.apply(this, arguments);
  };

  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }),
    );
  const loadedRows = () => {
    const grid = document.querySelector('[role="grid"][aria-rowcount]');
    if (!grid) return { loaded: 0, lastInDom: -1 };
    const rows = grid.querySelectorAll('[role="row"][data-index]');
    const last = rows.length ? Number(rows[rows.length - 1].getAttribute('data-index')) : -1;
    return { loaded: Number(grid.getAttribute('aria-rowcount')) - 1, lastInDom: last };
  };
  /** Resolves with the paint time once 'rows' rows are loaded and one at or past 'minIndex' is drawn. */
  const rowsPainted = (rows, minIndex) =>
    new Promise((resolve) => {
      let done = false;
      const check = () => {
        if (done) return;
        const state = loadedRows();
        if (state.loaded < rows || state.lastInDom < minIndex) return;
        done = true;
        observer.disconnect();
        const committedAt = performance.now();
        resolve(afterPaint().then((paintedAt) => ({ committedAt, paintedAt })));
      };
      const observer = new MutationObserver(check);
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-rowcount', 'data-index'],
      });
      check();
    });

  /** The resource timing of the list fetch of 'page' (the entry started when fetch was called). */
  const fetchTiming = (page) => {
    // the last call: a query that settles late (filters restored) may have aborted an earlier one
    const call = fetches.filter((f) => f.page === page).at(-1);
    if (!call) return undefined;
    const entries = performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'fetch' && e.name.endsWith('/api/fetch') && e.responseEnd > 0);
    // the first entry started at or after the call (its startTime lags the call by a few ms)
    const best = entries
      .filter((e) => e.startTime >= call.calledAt - 1)
      .sort((a, b) => a.startTime - b.startTime)[0];
    if (!best) return undefined;
    return { body: call.body, calledAt: call.calledAt, startTime: best.startTime, requestStart: best.requestStart, responseStart: best.responseStart, responseEnd: best.responseEnd };
  };

  const firstPage = rowsPainted(pageSize, 0);

  /** request start -> response end of the resource timing entry of a fetch of 'url' (unique). */
  const timedFetch = async (url, init) => {
    // the resource timing buffer holds 250 entries by default: start each one from empty
    performance.clearResourceTimings();
    const response = await originalFetch(url, init);
    await response.text();
    const entry = performance.getEntriesByName(new URL(url, location.href).href).at(-1);
    return entry ? entry.responseEnd - entry.startTime : NaN;
  };

  const probe = {
    fetches,
    /**
     * With the page idle: the list's next-page POST again (with the app's own headers), and
     * an empty GET /api/health (no session, no SQL), in turns. The second is the least any
     * fetch from this page costs, whatever the server does.
     */
    async idleFetches(body, runs) {
      const post = [];
      const empty = [];
      for (let i = 0; i < runs + 3; i++) {
        const list = await timedFetch('/api/fetch?probe=' + i, { method: 'POST', headers: listHeaders, body: JSON.stringify(body) });
        const health = await timedFetch('/api/health?probe=' + i);
        if (i >= 3) { post.push(list); empty.push(health); }
      }
      return { post, empty };
    },
    /** navigation start -> first page painted, with its fetch. */
    async firstPage() {
      const { committedAt, paintedAt } = await firstPage;
      return { committedAt, paintedAt, fetch: fetchTiming(1) };
    },
    /** Scrolls the grid to its end and waits for the next page's rows to be painted. */
    async nextPage() {
      const box = document.querySelector('.list-grid-scroll');
      const before = loadedRows().loaded;
      const page = before / pageSize + 1;
      if (fetches.some((f) => f.page === page))
        throw new Error('page ' + page + ' was fetched before any scrolling: the viewport is too tall');
      const painted = rowsPainted(before + pageSize, before);
      const scrolledAt = performance.now();
      box.scrollTop = box.scrollHeight;
      const { committedAt, paintedAt } = await painted;
      return { scrolledAt, committedAt, paintedAt, fetch: fetchTiming(page) };
    },
  };
  window.__listProbe = probe;
})();`;

/** A list fetch as the page saw it (ms on the page's clock). */
export type ProbedFetch = {
  body: unknown;
  /** when the app called fetch() */
  calledAt: number;
  startTime: number;
  requestStart: number;
  responseStart: number;
  responseEnd: number;
};
/** committedAt: the rows are in the DOM; paintedAt: the frame with them has been painted. */
export type FirstPageProbe = { committedAt: number; paintedAt: number; fetch: ProbedFetch | undefined };
export type NextPageProbe = FirstPageProbe & { scrolledAt: number };
/** Idle fetches from the page (ms): the next-page POST again, and an empty GET /api/health. */
export type IdleFetches = { post: number[]; empty: number[] };
