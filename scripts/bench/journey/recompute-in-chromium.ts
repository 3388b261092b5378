import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import { build, type Rollup } from 'vite';
import type { Place } from '../../../web/src/panels/journey/leg-rules.js';
import { launchChromium } from '../lists/browser.js';
import type { PageFigures } from './recompute-page.js';

/**
 * recompute-page.ts and the panels' modules it imports, bundled by Vite as the web app's
 * build does (the "source" condition for @strata/api/contract, minified, ES2022).
 */
async function pageBundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    root: repositoryRoot,
    resolve: { conditions: ['source', 'module', 'browser', 'production'] },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: {
        entry: path.join(repositoryRoot, 'scripts/bench/journey/recompute-page.ts'),
        formats: ['iife'],
        name: 'journeyBenchBundle',
      },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const chunk = (Array.isArray(output) ? output[0] : output)?.output[0];
  if (chunk?.type !== 'chunk') throw new Error('journey bench: Vite gave no bundle');
  return chunk.code;
}

/**
 * The 30-leg recompute in a Chromium tab (Debian's /usr/bin/chromium, as the e2e tests): a
 * blank page gets the bundle, then runs the edits on its main thread and answers the times.
 */
export async function recomputeInChromium(
  places: Place[],
  runs: number,
  warmup: number,
): Promise<PageFigures & { browser: string }> {
  const code = await pageBundle();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>journey bench</title>');
    await page.addScriptTag({ content: code });
    const figures = await page.evaluate(
      ({ places, runs, warmup }) =>
        (
          globalThis as unknown as {
            journeyBench: (places: unknown[], runs: number, warmup: number) => Promise<PageFigures>;
          }
        ).journeyBench(places, runs, warmup),
      { places, runs, warmup },
    );
    return { ...figures, browser: `Chromium ${browser.version()}` };
  } finally {
    await browser.close();
  }
}
