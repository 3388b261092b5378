import type { Page } from '@playwright/test';
import { postJson } from '../bench-server.js';
import { type BenchResult, round } from '../bench-types.js';
import { percentile } from '../timing.js';
import { mainThreadMeter } from './main-thread.js';

/** Rows loaded before scrolling: the "10,000 loaded rows scroll smoothly". */
const loadedRows = 10_000;
/** The view's page size (the most a view may ask for): two pages make the 10,000. */
const viewPageSize = 5000;
/** One frame at 60 Hz: a scroll step painted within it is smooth. */
const frameBudgetMs = 1000 / 60;
const viewName = 'bench_10k';

/**
 * The `{entity}.renderCell` script of the second measurement: a realistic one (a colour for some
 * names, a title on every name), run for every cell a jump draws for the first time.
 */
export const benchRenderCell = `export default function (cell) {
  if (cell.column !== 'name') return undefined;
  const name = String(cell.value ?? '');
  return name.endsWith('7') ? { color: '#c62828', title: 'ends in 7' } : { title: name };
}`;

/**
 * In the page: one jump of the grid to `fraction` of its height (the hardest case for a
 * virtualised grid: every jump draws a viewport of rows it has not drawn), resolved once the
 * frame showing it has been painted.
 */
const jumpScript = (fraction: number) => `(async () => {
  const box = document.querySelector('.list-grid-scroll');
  box.scrollTop = Math.round(${fraction} * (box.scrollHeight - box.clientHeight));
  await new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(0);
  }));
})()`;

/** The grid's loaded rows: its aria-rowcount less the header row. */
const loadedExpression = `(Number(document.querySelector('[role="grid"][aria-rowcount]')?.getAttribute('aria-rowcount') ?? 1) - 1)`;
/** Polls with evaluate: waitForFunction compiles its text in the page, which the app's CSP forbids. */
async function waitForRows(page: Page, rows: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (((await page.evaluate(loadedExpression)) as number) < rows) {
    if (Date.now() > deadline) throw new Error(`the list did not load ${rows} rows within 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A public view of every account with pages of 5000, the list opened on it, scrolled to its end
 * once (the second page), then `steps` jumps across the 10,000 loaded rows: the main-thread work
 * of each jump until its frame is painted, against one frame at 60 Hz.
 */
export async function measureTenThousandRows(options: {
  page: Page;
  origin: string;
  base: string;
  token: string;
  entity: string;
  steps: number;
  /** a `{entity}.renderCell` script's source: measured with it, and removed afterwards */
  renderCell?: string;
}): Promise<BenchResult> {
  const { page, origin, base, token, entity, steps, renderCell } = options;
  const view = renderCell ? `${viewName}_cells` : viewName;
  const script = renderCell
    ? [
        {
          operation: 'create',
          name: 'inu_view',
          object: {
            name: `${entity}.renderCell`,
            label: `${entity}.renderCell`,
            kind: 'script',
            objectname: entity,
            body: JSON.stringify({ source: renderCell }),
          },
        },
      ]
    : [];
  // executemultiple answers JSON (update answers the id as text)
  const created = (await postJson(base, token, '/api/executemultiple', {
    records: [
      ...script,
      {
        operation: 'create',
        name: 'inu_view',
        object: {
          name: view,
          label: renderCell ? 'Benchmark: 10,000 rows, renderCell' : 'Benchmark: 10,000 rows',
          kind: 'view',
          objectname: entity,
          body: JSON.stringify({
            query: {
              entity: { name: entity, attributes: [{ attribute: 'name' }], orders: [{ attribute: 'name' }] },
              pageSize: viewPageSize,
            },
            columns: [{ attribute: 'name', width: 300 }],
          }),
        },
      },
    ],
  })) as { result?: string }[];
  await page.goto(`${origin}/sales/list/${entity}?view=${view}`);
  await waitForRows(page, viewPageSize);
  await page.evaluate(
    `(() => { const box = document.querySelector('.list-grid-scroll'); box.scrollTop = box.scrollHeight; })()`,
  );
  await waitForRows(page, loadedRows);
  const loaded = (await page.evaluate(loadedExpression)) as number;
  // per jump, the main thread's work (Chromium's own counter), not the wall time: the wall time
  // also waits for the next frame's vsync, so it is a whole frame even when the work is tiny
  const meter = await mainThreadMeter(page);
  const durations: number[] = [];
  for (let step = 0; step < steps; step++) {
    // a fixed, spread sequence (golden-ratio steps) so every run scrolls alike
    const fraction = (step * 0.6180339887) % 1;
    const { busy } = await meter.measure(() => page.evaluate(jumpScript(fraction)));
    durations.push(busy.task);
  }
  const scriptId = renderCell ? created[0]?.result : undefined;
  if (scriptId) {
    // the script would dress every later account list of this database
    // executemultiple, not update: update answers the id as text, which postJson cannot parse
    await postJson(base, token, '/api/executemultiple', {
      records: [{ operation: 'delete', name: 'inu_view', object: { id: scriptId, versionnumber: 1 } }],
    });
  }
  const sorted = [...durations].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  return {
    name: `lists.${entity}.scroll-${loadedRows}-loaded${renderCell ? '.render-cell' : ''}.main-thread-ms-per-jump.p95`,
    unit: 'ms',
    value: round(p95, 1),
    baseline: round(frameBudgetMs, 1),
    ratio: round(p95 / frameBudgetMs, 3),
    target: 1,
    notes:
      `${steps} jumps across ${loaded} loaded rows (virtualised grid${renderCell ? ', a renderCell script on every name cell' : ''}), main-thread work from scrollTop set to its frame painted: ` +
      `p50 ${round(p50, 1)} ms, p95 ${round(p95, 1)} ms, max ${round(sorted.at(-1) ?? 0, 1)} ms, against one frame at 60 Hz`,
  };
}
