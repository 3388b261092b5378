import type { Page } from '@playwright/test';

/** Main-thread work of the page in a window (ms), from Chromium's own counters. */
export type MainThreadBusy = { task: number; script: number; layout: number; style: number };

/**
 * Chromium's cumulative TaskDuration, ScriptDuration, LayoutDuration and RecalcStyleDuration
 * (CDP Performance.getMetrics) of the page's main thread, read before and after a piece of
 * work: how much of "scroll -> rows painted" the page spent running tasks (and of that, script)
 * rather than waiting for the network. They are wall times of those tasks, so they stretch
 * too when the machine is busy, and the window also holds the probe's own evaluate calls.
 */
export async function mainThreadMeter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const read = async () => {
    // enabling again is harmless, and a navigation may have reset the domain
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return {
      task: value('TaskDuration'),
      script: value('ScriptDuration'),
      layout: value('LayoutDuration'),
      style: value('RecalcStyleDuration'),
    };
  };
  return {
    /** Runs `work` and answers its result with the main-thread work done meanwhile. */
    async measure<T>(work: () => Promise<T>): Promise<{ result: T; busy: MainThreadBusy }> {
      const before = await read();
      const result = await work();
      const after = await read();
      return {
        result,
        busy: {
          task: after.task - before.task,
          script: after.script - before.script,
          layout: after.layout - before.layout,
          style: after.style - before.style,
        },
      };
    },
  };
}
