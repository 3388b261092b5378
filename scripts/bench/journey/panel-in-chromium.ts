import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { createDatabasePool } from '@strata/api/db/pool';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { createRecord } from '../../../test/e2e/api-calls.js';
import type { Place } from '../../../web/src/panels/journey/leg-rules.js';
import { withBenchDatabase } from '../bench-database.js';
import type { BenchContext } from '../bench-types.js';
import { launchChromium, signedInPage } from '../lists/browser.js';
import { withBuiltApp } from '../lists/built-app.js';
import { thirtyLegTrip } from './trip-edit.js';

const databaseName = 'strata_bench_journey';
const organization = 'fieldwork';
const admin = { email: 'admin@fieldwork.bench', password: 'journey bench password' };

type MainThread = { cpu: number; script: number; layout: number; style: number };

export type PanelFigures = {
  /** The panel's journey:edit measures (wall time: stretches when the machine is busy). */
  samples: number[];
  /** Main-thread CPU time of each edit through the next frame (Chromium's ThreadTime). */
  cpu: number[];
  /** Mean per edit of the tasks' script, layout and style-recalculation time (wall). */
  split: Omit<MainThread, 'cpu'>;
  longTasks: number;
  browser: string;
};

/**
 * The real journey panel in Chromium against the built app: a fieldwork organisation, a trip
 * of 30 stops, its form's Route tab; each edit moves one stop's departure through its input,
 * as a user does, and the panel's own User Timing measure (panels/journey/edit-timing.ts:
 * from the commit to the recomputed stops in the page) is read back, with long tasks counted.
 */
export function journeyPanelInChromium(
  context: BenchContext,
  places: Place[],
  edits: number,
  warmup: number,
): Promise<PanelFigures> {
  return withBenchDatabase(context, databaseName, (databaseUrl) =>
    withBuiltApp(databaseUrl, async (app) => {
      const pool = await createDatabasePool(databaseUrl, { maximumPoolSize: 2 });
      try {
        await provisionTenant(pool, { organization, template: 'fieldwork', admin });
      } finally {
        await pool.end();
      }
      const browser = await launchChromium();
      try {
        const page = await signedInPage(browser, app.origin(organization), admin, '');
        const trip = thirtyLegTrip(places);
        const id = await createRecord(page, 'route_route', {
          name: 'Bench: 30 zastávok',
          legs_json: JSON.stringify(trip.legs),
          diet_json: trip.diet,
        });
        await page.goto(`${app.origin(organization)}/!/edit/route_route/${id}`);
        await page.getByRole('tab', { name: /^(Route|Trasa)$/ }).click();
        await page.locator('tr[data-leg="29"]').waitFor();
        // the first distances are asked for 800 ms after the panel shows: let them land
        await page.waitForTimeout(2000);
        await observe(page);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Performance.enable');
        const cpu: number[] = [];
        const split = { script: 0, layout: 0, style: 0 };
        // BENCH_JOURNEY_CPU_PROFILE=/tmp/journey.cpuprofile: the tab's profile of the measured edits
        const profile = process.env.BENCH_JOURNEY_CPU_PROFILE;
        if (profile) await cdp.send('Profiler.enable');
        for (let step = 0; step < warmup + edits; step++) {
          if (profile && step === warmup) await cdp.send('Profiler.start');
          const used = await editDeparture(page, cdp, step);
          if (step < warmup) continue;
          cpu.push(used.cpu);
          for (const key of ['script', 'layout', 'style'] as const) split[key] += used[key] / edits;
        }
        if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
        const figures = await page.evaluate(() => {
          const state = (globalThis as unknown as { journeyBench: { samples: number[]; longTasks: number } })
            .journeyBench;
          return { samples: [...state.samples], longTasks: state.longTasks };
        });
        const samples = figures.samples.slice(warmup);
        if (samples.length < edits)
          throw new Error(`journey bench: ${samples.length} of ${edits} edits measured`);
        return {
          samples,
          cpu,
          split,
          longTasks: figures.longTasks,
          browser: `Chromium ${browser.version()}`,
        };
      } finally {
        await browser.close();
      }
    }),
  );
}

/** The panel's measures and the page's long tasks, kept as they come (the panel keeps one). */
async function observe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = { samples: [] as number[], longTasks: 0 };
    (globalThis as unknown as { journeyBench: typeof state }).journeyBench = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'journey:edit') state.samples.push(entry.duration);
    }).observe({ type: 'measure' });
    new PerformanceObserver((list) => {
      state.longTasks += list.getEntries().length;
    }).observe({ type: 'longtask' });
  });
}

/**
 * The main thread's CPU time so far (ms; unlike wall time, other processes do not stretch it)
 * and Chromium's cumulative script, layout and style durations.
 */
async function mainThread(cdp: CDPSession): Promise<MainThread> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) =>
    (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN) * 1000;
  return {
    cpu: value('ThreadTime'),
    script: value('ScriptDuration'),
    layout: value('LayoutDuration'),
    style: value('RecalcStyleDuration'),
  };
}

const measured = (page: Page) =>
  page.evaluate(
    () => (globalThis as unknown as { journeyBench: { samples: number[] } }).journeyBench.samples.length,
  );

/**
 * One stop (2..29) leaves a minute earlier or later; answers the main thread's work from
 * before the input to after the next frame (the stops painted). The value is typed the way a
 * browser does it (the input's own value setter, then an input event, which React's onChange
 * hears) in one call into the page, so the figure holds little of Playwright's own locator
 * and actionability work.
 */
async function editDeparture(page: Page, cdp: CDPSession, step: number): Promise<MainThread> {
  const before = await measured(page);
  const started = await mainThread(cdp);
  await page.evaluate(
    async ({ row, minutes }) => {
      const input = document.querySelector<HTMLInputElement>(
        `tr[data-leg="${row}"] input[type="datetime-local"]`,
      );
      if (!input) throw new Error(`no departure input in row ${row}`);
      const moved = new Date(`${input.value}:00Z`);
      moved.setUTCMinutes(moved.getUTCMinutes() + minutes);
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, moved.toISOString().slice(0, 16));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // React renders a discrete input's update before the event's task ends; a frame follows
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    },
    { row: 1 + (step % 28), minutes: step % 2 ? -1 : 1 },
  );
  const ended = await mainThread(cdp);
  if ((await measured(page)) <= before) throw new Error('journey bench: an edit was not measured');
  return {
    cpu: ended.cpu - started.cpu,
    script: ended.script - started.script,
    layout: ended.layout - started.layout,
    style: ended.style - started.style,
  };
}
