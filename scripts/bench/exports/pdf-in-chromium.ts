import type { CDPSession, Page } from '@playwright/test';
import { type BenchContext, round } from '../bench-types.js';
import { launchChromium, signedInPage } from '../lists/browser.js';
import type { BuiltApp } from '../lists/built-app.js';
import { percentile } from '../timing.js';

export type PdfExportFigures = { p50: number; runs: number; peakHeapMb: number };

/**
 * The accounts list exported to PDF through its Export dialog in Chromium, as a user does it:
 * from the click on Save to the browser's download, `runs` times after one unmeasured export
 * (which loads pdfmake and its fonts once, as the first export of a session does). The tab's
 * JavaScript heap is sampled through the DevTools protocol meanwhile; its peak is reported.
 */
export async function measurePdfExport(
  app: BuiltApp,
  credentials: { email: string; password: string },
  context: BenchContext,
): Promise<PdfExportFigures> {
  const runs = context.quick ? 2 : 5;
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, app.origin('demo'), credentials, '');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const times: number[] = [];
    let peakHeap = 0;
    for (let run = 0; run <= runs; run++) {
      const { elapsed, heapPeak } = await exportOnce(page, cdp, app);
      peakHeap = Math.max(peakHeap, heapPeak);
      if (run > 0) times.push(elapsed);
      context.log(`PDF export ${run === 0 ? '(warm-up)' : run}: ${round(elapsed)} ms`);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), runs, peakHeapMb: peakHeap / 1024 / 1024 };
  } finally {
    await browser.close();
  }
}

async function exportOnce(page: Page, cdp: CDPSession, app: BuiltApp) {
  await page.goto(`${app.origin('demo')}/sales/list/account?view=all`);
  await page.getByRole('grid', { name: 'Accounts' }).getByRole('row').nth(1).waitFor();
  const bar = page.getByRole('toolbar', { name: 'Commands: Accounts' });
  await bar.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('radio', { name: 'PDF' }).check();

  let heapPeak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
      heapPeak = Math.max(heapPeak, used);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const downloading = page.waitForEvent('download', { timeout: 180_000 });
  const started = performance.now();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const download = await downloading;
  const elapsed = performance.now() - started;
  sampling = false;
  await sampler;
  await download.delete();
  // more accounts than an export takes: the dialog says so after the download
  const notice = page.getByRole('alertdialog');
  await notice.getByRole('button', { name: 'OK' }).click();
  await notice.waitFor({ state: 'hidden' });
  return { elapsed, heapPeak };
}
