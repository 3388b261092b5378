/**
 * Strata's API (api/src/main.ts, as `npm start` runs it: its processes get the V8 heap cap
 * MEMORY_BUDGET_MB gives, api/src/runtime/heap-limit.ts) in a process of its own on a bench's
 * database. The scale bench reads one process's memory from it (the bench process itself, its
 * harness, the sessions it made, the clones' bookkeeping, is not what the budget is about); the
 * workers bench runs it with one and two workers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import { findFreePort } from '@strata/api/db/free-port';
import { withHeapLimit } from '@strata/api/runtime/heap-limit';

export type ApiProcess = {
  base: string;
  /**
   * Resident memory now and at its peak (/proc/<pid>/status VmRSS and VmHWM), in MB: of the
   * serving process with one worker, of the primary with more.
   */
  memory: () => { rssMb: number; peakMb: number };
  stop: () => Promise<void>;
};

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no ${field} in /proc/${pid}/status`);
  return kb / 1024;
}

async function waitForHealth(base: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API process stopped:\n${output()}`);
    const healthy = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API process did not become healthy:\n${output()}`);
}

/**
 * Starts it and waits until it answers; at start it migrates every organisation's schema, as
 * the product does (a no-op here, about a minute over 5,000).
 */
export async function startApiProcess(
  databaseUrl: string,
  options: { memoryBudgetMb: number; workers?: number },
): Promise<ApiProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'strata-bench-api-'));
  const port = await findFreePort();
  // one process serving in itself cannot cap its own heap: it gets the cap a worker gets
  const args = withHeapLimit(['--conditions=source', '--import', 'tsx'], options.memoryBudgetMb, '');
  const child = spawn(process.execPath, [...args, path.join(repositoryRoot, 'api', 'src', 'main.ts')], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      STRATA_WORKERS: String(options.workers ?? 1),
      MEMORY_BUDGET_MB: String(options.memoryBudgetMb),
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child, () => output, 15 * 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid as number;
  return {
    base,
    memory: () => ({ rssMb: statusMb(pid, 'VmRSS'), peakMb: statusMb(pid, 'VmHWM') }),
    stop,
  };
}
