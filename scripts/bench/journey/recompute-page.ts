import type { Place } from '../../../web/src/panels/journey/leg-rules.js';
import type { MeasureCache } from '../../../web/src/panels/journey/trip-distances.js';
import { editOnce, thirtyLegTrip } from './trip-edit.js';

/** What the page answers: each edit's main-thread time (ms) and the long tasks seen meanwhile. */
export type PageFigures = { samples: number[]; longTasks: number; longestTask: number };

/**
 * The bundle's entry in the Chromium tab (recompute-in-chromium.ts): each edit runs in a task
 * of its own, as an input event's handler does, timed with performance marks around it; a
 * long-task observer counts any task over 50 ms (the browser's own notion of a blocked frame).
 */
async function run(places: Place[], runs: number, warmup: number): Promise<PageFigures> {
  const trip = thirtyLegTrip(places);
  const cache: MeasureCache = new Map();
  let longTasks = 0;
  let longestTask = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks++;
      longestTask = Math.max(longestTask, entry.duration);
    }
  });
  observer.observe({ type: 'longtask', buffered: false });
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const samples: number[] = [];
  for (let step = 0; step < warmup + runs; step++) {
    await nextTask();
    performance.mark('edit-start');
    editOnce(trip, cache, step);
    const { duration } = performance.measure('edit', 'edit-start');
    if (step >= warmup) samples.push(duration);
    performance.clearMarks();
    performance.clearMeasures();
  }
  // long-task entries are delivered after their task: one more turn lets the last arrive
  await nextTask();
  observer.disconnect();
  return { samples, longTasks, longestTask };
}

(globalThis as { journeyBench?: typeof run }).journeyBench = run;
