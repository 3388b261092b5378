import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { repositoryRoot } from '@strata/api/config/paths';
import { build } from 'esbuild';
import { type BenchContext, round } from '../bench-types.js';
import { launchChromium } from '../lists/browser.js';
import { percentile } from '../timing.js';
import { crmLogo } from './crm-logo.js';

export type TabFigures = { p50: number; peakHeapMb: number };
export type InChromium = {
  quotes: TabFigures;
  quotesDirect: TabFigures;
  quotesBuild: TabFigures;
  export: TabFigures;
  exportDirect: TabFigures;
  exportBuild: TabFigures;
  pages: { quotes: number; export: number };
};

type BenchWindow = {
  strataBench: {
    ready(logo: ReturnType<typeof crmLogo>): Promise<void>;
    time(name: string): Promise<number>;
    lastPages(name: string): Promise<number>;
  };
  gc?: () => void;
};

/** browser-entry.ts and everything it imports (the app's builders, pdfmake, its fonts) as one script. */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(repositoryRoot, 'scripts/bench/documents/browser-entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    // @strata/api/... from its TypeScript source, as Vite does for the web app
    conditions: ['source'],
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
    minify: true,
    logLevel: 'error',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('the documents bench bundle is empty');
  return output.text;
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
}

/**
 * The peak JavaScript heap of the tab above what it held before, while one run of `name` goes:
 * collected first (Chromium started with --expose-gc), then sampled through the DevTools
 * protocol every 10 ms, which answers between the tab's tasks (pdfmake's layout is one long
 * task, its output streams in many), and once right after.
 */
async function peakHeapMb(page: Page, cdp: CDPSession, name: string): Promise<number> {
  await page.evaluate(() => (globalThis as unknown as BenchWindow).gc?.());
  const before = await heapUsed(cdp);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await heapUsed(cdp));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await page.evaluate((work) => (globalThis as unknown as BenchWindow).strataBench.time(work), name);
  sampling = false;
  await sampler;
  peak = Math.max(peak, await heapUsed(cdp));
  return (peak - before) / 1024 / 1024;
}

/**
 * The documents bench in a Chromium tab (Debian's /usr/bin/chromium through Playwright): the
 * app's document code bundled into a blank page, each way timed in the tab in turns (ours,
 * pdfmake alone, ours, ...), after one unmeasured run of each.
 */
export async function measureInChromium(context: BenchContext): Promise<InChromium> {
  const script = await bundle();
  const browser = await launchChromium(['--js-flags=--expose-gc']);
  try {
    const page = await (await browser.newContext()).newPage();
    page.on('pageerror', (error) => context.log(`tab error: ${error.message}`));
    await page.setContent(
      '<!doctype html><html><head><title>documents bench</title></head><body></body></html>',
    );
    await page.addScriptTag({ content: script });
    await page.evaluate((logo) => (globalThis as unknown as BenchWindow).strataBench.ready(logo), crmLogo());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');

    const sets = [
      ['quotes', 'quotesDirect', 'quotesBuild', context.quick ? 3 : 8],
      ['export', 'exportDirect', 'exportBuild', context.quick ? 2 : 4],
    ] as const;
    const figures: Partial<Record<string, TabFigures>> = {};
    for (const [ours, direct, buildOnly, runs] of sets) {
      const samples: Record<string, number[]> = { [ours]: [], [direct]: [], [buildOnly]: [] };
      for (let run = -1; run < runs; run++) {
        for (const name of [ours, direct, buildOnly]) {
          const ms = await page.evaluate(
            (work) => (globalThis as unknown as BenchWindow).strataBench.time(work),
            name,
          );
          if (run >= 0) samples[name]?.push(ms);
        }
      }
      for (const name of [ours, direct, buildOnly]) {
        const sorted = [...(samples[name] ?? [])].sort((a, b) => a - b);
        figures[name] = { p50: percentile(sorted, 50), peakHeapMb: await peakHeapMb(page, cdp, name) };
        context.log(
          `${name}: ${round(figures[name]?.p50 ?? 0)} ms, peak heap +${round(figures[name]?.peakHeapMb ?? 0, 1)} MB`,
        );
      }
    }
    const pages = {
      quotes: await page.evaluate(() =>
        (globalThis as unknown as BenchWindow).strataBench.lastPages('quotes'),
      ),
      export: await page.evaluate(() =>
        (globalThis as unknown as BenchWindow).strataBench.lastPages('export'),
      ),
    };
    return { ...(figures as Omit<InChromium, 'pages'>), pages };
  } finally {
    await browser.close();
  }
}
