import { existsSync, readFileSync, rmSync } from 'node:fs';
import { type E2eState, e2eStateFile } from './e2e-state.js';

/** Stops the app started by global setup (SIGTERM: it closes its pool and exits). */
export default async function globalTeardown() {
  if (!existsSync(e2eStateFile)) return;
  const state = JSON.parse(readFileSync(e2eStateFile, 'utf8')) as E2eState;
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(e2eStateFile, { force: true });
}
