import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logging/logger.js';

/**
 * Clears what a postmaster killed outright (`kill -9`, the OOM killer) leaves behind, so the
 * cluster can start again:
 * - its backends and background workers, now orphans. They notice the postmaster's death and
 *   exit on their own, but a busy one may take a while, and while any of them stays attached to
 *   the old shared memory PostgreSQL refuses to start ("pre-existing shared memory block is
 *   still in use"). They are SIGKILLed, as the postmaster itself does to its children after a
 *   crash; committed work is safe in the WAL.
 * - postmaster.pid. PostgreSQL ignores the file when its pid is dead, but not when the pid was
 *   meanwhile reused by an unrelated process of the same user: such a file is removed.
 * Nothing is touched while postmaster.pid names a live postmaster (another process may have
 * started the cluster again). Linux only (/proc); elsewhere PostgreSQL's own checks remain.
 */
export async function clearDeadPostmasterLeftovers(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const recordedPid = readRecordedPid(pidFile);
  if (recordedPid !== undefined && isPostgresProcess(recordedPid)) return;

  const orphans = processesIn(clusterDir);
  if (orphans.length > 0) {
    logger.warn({ pids: orphans }, 'Killing processes the dead PostgreSQL left behind');
    for (const pid of orphans) signal(pid, 'SIGKILL');
    for (let waited = 0; waited < 50 && orphans.some(isPostgresProcess); waited++) await sleep(100);
  }
  if (recordedPid !== undefined && isProcessAlive(recordedPid)) {
    logger.warn({ pid: recordedPid }, 'Removing a stale postmaster.pid (its pid belongs to another program)');
    rmSync(pidFile, { force: true });
  }
}

function readRecordedPid(pidFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Processes whose working directory is the cluster: PostgreSQL's children chdir there. */
function processesIn(clusterDir: string): number[] {
  let target: string;
  let entries: string[];
  try {
    target = realpathSync(clusterDir);
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) === target && isPostgresProcess(pid)) found.push(pid);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/**
 * True for a live PostgreSQL process (a zombie has an empty command line). Without /proc (not
 * Linux), any live pid counts, which is what PostgreSQL itself assumes.
 */
function isPostgresProcess(pid: number): boolean {
  let commandLine: string;
  try {
    commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch (error) {
    return (
      (error as NodeJS.ErrnoException).code === 'ENOENT' && !existsSync('/proc/self') && isProcessAlive(pid)
    );
  }
  const program = commandLine.split('\0')[0] ?? '';
  return program.startsWith('postgres') || program.endsWith('/postgres');
}

/** Whether a process of this pid exists (EPERM: it does, owned by another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}
