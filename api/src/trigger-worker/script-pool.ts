import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { FromThread, ToThread } from './sandbox-thread.js';
import type { HostCall, SandboxLimits, SandboxOutcome } from './script-sandbox.js';

export type ScriptPoolSettings = {
  /** Script threads (each runs one script at a time). */
  threads: number;
  /** Runs one organisation may have in the threads at once (so it cannot take them all). */
  perTenantRunning: number;
  /** Runs one organisation may have waiting for a thread; more are refused (ScriptPoolBusy). */
  perTenantQueued: number;
  /** V8 heap of a thread (its QuickJS heap is the run's memoryBytes, inside WebAssembly memory). */
  threadHeapMb: number;
  /**
   * The thread's native stack (Node's default, 4 MB, when left out): QuickJS's own stack check
   * (setMaxStackSize) must come first, or a deep recursion traps the engine (tests use a small
   * one to make it trap).
   */
  threadStackMb?: number;
  /** How much longer than a run's own limits the watchdog waits before it ends the thread. */
  graceMs?: number;
  /** A thread is replaced after this many runs, so no engine lives (and fragments) for ever. */
  recycleAfterRuns?: number;
  /** Starts a thread (tests start one that never answers). */
  spawn?: (resourceLimits: ResourceLimits) => Worker;
};

/** The organisation has perTenantQueued runs waiting already: try again later. */
export class ScriptPoolBusy extends Error {
  override readonly name = 'ScriptPoolBusy';
}

/** The pool is shutting down: the run did not start and may be tried again later. */
export class ScriptPoolClosed extends Error {
  override readonly name = 'ScriptPoolClosed';
}

/** A thread's share besides its V8 heap and the QuickJS heap: Node's own per-thread memory. */
const threadBaseMb = 10;

/** The memory one thread may take at most: what the pool reserves of MEMORY_BUDGET_MB each. */
export function threadMemoryMb(threadHeapMb: number, scriptMemoryMb: number): number {
  return threadHeapMb + scriptMemoryMb + threadBaseMb;
}

/**
 * Threads for a machine and a budget: one per core, but no more than 20% of the process's
 * MEMORY_BUDGET_MB holds at their caps (the main heap's cap leaves that room:
 * runtime/heap-limit.ts), and one at least.
 */
export function scriptThreadsFor(
  memoryBudgetMb: number,
  perThreadMb: number,
  cores: number = availableParallelism(),
): number {
  return Math.max(1, Math.min(cores, Math.floor((memoryBudgetMb * 0.2) / perThreadMb)));
}

/** What the operator may choose (env.ts: TRIGGER_SCRIPT_*); the rest follows from the budget. */
export type ScriptPoolChoices = {
  memoryBudgetMb: number;
  /** A run's QuickJS heap. */
  scriptMemoryMb: number;
  threads?: number;
  perTenantRunning?: number;
  perTenantQueued?: number;
};

/** A thread's V8 heap: what passes through it (host answers, a call's JSON) is in the MB. */
const threadHeapMb = 32;

/**
 * The pool for a process: threads from the cores and the budget unless given; an organisation
 * may run in half of them (one at least) and keep twice the threads waiting.
 */
export function scriptPoolSettingsFor(choices: ScriptPoolChoices): ScriptPoolSettings {
  const threads =
    choices.threads ??
    scriptThreadsFor(choices.memoryBudgetMb, threadMemoryMb(threadHeapMb, choices.scriptMemoryMb));
  return {
    threads,
    perTenantRunning: choices.perTenantRunning ?? Math.max(1, Math.floor(threads / 2)),
    perTenantQueued: choices.perTenantQueued ?? 2 * threads,
    threadHeapMb,
  };
}

/** What the pool's threads may hold at their caps, together: the main heap's cap leaves it free. */
export function scriptPoolReserveMb(settings: ScriptPoolSettings, scriptMemoryMb: number): number {
  return settings.threads * threadMemoryMb(settings.threadHeapMb, scriptMemoryMb);
}

const sourceMode = import.meta.url.endsWith('.ts');

/**
 * The thread's entry beside this file: the built .js in production; from the TypeScript
 * sources (npm run dev, vitest) through tsx's loader, which a worker does not inherit from
 * vitest, so the thread registers it itself before importing its entry.
 */
export function spawnSandboxThread(resourceLimits: ResourceLimits): Worker {
  const entry = new URL(`./sandbox-thread.${sourceMode ? 'ts' : 'js'}`, import.meta.url);
  if (!sourceMode) return new Worker(entry, { resourceLimits });
  // the package's ESM build of its API (require.resolve finds the CommonJS one beside it)
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}))`;
  return new Worker(boot, { eval: true, resourceLimits });
}

type Job = {
  tenantId: string;
  source: string;
  input: unknown;
  limits: SandboxLimits;
  host: HostCall;
  resolve: (outcome: SandboxOutcome) => void;
  reject: (error: Error) => void;
};

type Active = {
  job: Job;
  runId: number;
  /** host calls the main thread is answering: the thread is waiting, not running */
  outstanding: number;
  busySince: number;
  busyUsed: number;
  cpuTimer: NodeJS.Timeout | null;
  wallTimer: NodeJS.Timeout;
};

type Slot = { worker: Worker; ready: boolean; active: Active | null; runs: number; gone: boolean };

const stoppedAnswering = 'the script engine stopped answering: its thread was ended';

/**
 * The script threads of one API process (issue 35): scripts run in worker threads, never on
 * the event loop that answers requests. Each thread runs one script at a time in QuickJS; its
 * `data.*` calls come back here and run with the owner's rights (host). A run's CPU time is
 * limited in the thread (QuickJS's interrupt handler); a watchdog here ends a thread that
 * overruns its limits by graceMs anyway, and any thread whose engine failed is replaced, so
 * the next run gets a fresh engine. Waiting runs are taken in turn across organisations, each
 * with at most perTenantRunning in the threads and perTenantQueued waiting.
 */
export class ScriptPool {
  private readonly slots: Slot[] = [];
  /** Waiting runs per organisation; the Map's order is the turn order (taken: moved last). */
  private readonly queues = new Map<string, Job[]>();
  private readonly running = new Map<string, number>();
  private nextRun = 0;
  private failedStarts = 0;
  private closed = false;
  private replacedCount = 0;
  private readonly graceMs: number;
  private readonly recycleAfterRuns: number;
  private readonly spawn: (resourceLimits: ResourceLimits) => Worker;

  constructor(private readonly settings: ScriptPoolSettings) {
    this.graceMs = settings.graceMs ?? 5000;
    this.recycleAfterRuns = settings.recycleAfterRuns ?? 500;
    this.spawn = settings.spawn ?? spawnSandboxThread;
  }

  /**
   * Runs a script for an organisation. Answers its outcome, engine failures included (never
   * throws for them); throws ScriptPoolBusy when the organisation has too many runs waiting,
   * ScriptPoolClosed when the pool shuts down before the run started.
   */
  run(tenantId: string, source: string, input: unknown, host: HostCall, limits: SandboxLimits) {
    if (this.closed) return Promise.reject(new ScriptPoolClosed('the script pool is stopping'));
    const queue = this.queues.get(tenantId) ?? [];
    if (queue.length >= this.settings.perTenantQueued)
      return Promise.reject(new ScriptPoolBusy('too many script runs of this organisation are waiting'));
    return new Promise<SandboxOutcome>((resolve, reject) => {
      queue.push({ tenantId, source, input, limits, host, resolve, reject });
      this.queues.set(tenantId, queue);
      this.pump();
    });
  }

  /** Threads, runs in them and runs waiting now (tests and health read it). */
  stats() {
    let queued = 0;
    for (const queue of this.queues.values()) queued += queue.length;
    return {
      threads: this.slots.length,
      running: this.slots.filter((slot) => slot.active).length,
      queued,
      replaced: this.replacedCount,
    };
  }

  /** Refuses new runs and hands back the waiting ones (ScriptPoolClosed); running ones finish. */
  stopTaking(): void {
    this.closed = true;
    for (const queue of this.queues.values())
      for (const job of queue) job.reject(new ScriptPoolClosed('the script pool is stopping'));
    this.queues.clear();
  }

  /** Waits for the running scripts, then ends every thread. */
  async close(): Promise<void> {
    this.stopTaking();
    while (this.slots.some((slot) => slot.active)) await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.allSettled(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private runningOf(tenantId: string): number {
    return this.running.get(tenantId) ?? 0;
  }

  /** The next run in turn: the first organisation in the order below its running cap. */
  private takeNext(): Job | undefined {
    for (const [tenantId, queue] of this.queues) {
      if (this.runningOf(tenantId) >= this.settings.perTenantRunning) continue;
      const job = queue.shift();
      this.queues.delete(tenantId);
      // its turn is used: last in the order, if it has more waiting
      if (queue.length > 0) this.queues.set(tenantId, queue);
      return job;
    }
    return undefined;
  }

  /** Runs that could start now if there were threads for them. */
  private startable(): number {
    let count = 0;
    for (const [tenantId, queue] of this.queues)
      count += Math.min(queue.length, Math.max(0, this.settings.perTenantRunning - this.runningOf(tenantId)));
    return count;
  }

  private pump(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (!slot.ready || slot.active) continue;
      const job = this.takeNext();
      if (!job) return;
      this.start(slot, job);
    }
    // threads start when there is work for them, so a process that runs no script has none
    let starting = this.slots.filter((slot) => !slot.ready).length;
    const wanted = this.startable();
    while (this.slots.length < this.settings.threads && starting < wanted) {
      this.startThread();
      starting += 1;
    }
  }

  private startThread(): void {
    const worker = this.spawn({
      maxOldGenerationSizeMb: this.settings.threadHeapMb,
      maxYoungGenerationSizeMb: 4,
      ...(this.settings.threadStackMb ? { stackSizeMb: this.settings.threadStackMb } : {}),
    });
    const slot: Slot = { worker, ready: false, active: null, runs: 0, gone: false };
    this.slots.push(slot);
    worker.on('message', (message: FromThread) => this.onMessage(slot, message));
    worker.on('error', (error: Error & { code?: string }) => {
      // its heap cap (resourceLimits) reached: what the running script did
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.lose(slot, {
        reason: outOfMemory ? 'memoryLimit' : 'engine',
        error: outOfMemory
          ? 'memory limit reached: the script was stopped'
          : `the script engine failed: ${error.message}`,
      });
    });
    worker.on('exit', () => this.lose(slot, { reason: 'engine', error: 'the script engine ended' }));
  }

  private onMessage(slot: Slot, message: FromThread): void {
    if (slot.gone) return;
    if (message.type === 'ready') {
      slot.ready = true;
      this.failedStarts = 0;
      this.pump();
      return;
    }
    const active = slot.active;
    if (!active || active.runId !== message.runId) return;
    if (message.type === 'done') {
      this.finish(slot, message.outcome);
      slot.runs += 1;
      if (message.outcome.engineFailed || slot.runs >= this.recycleAfterRuns) this.replace(slot);
      else this.pump();
      return;
    }
    // a host call: the thread waits for it, so its CPU watchdog pauses
    if (active.outstanding === 0) this.pauseCpu(active);
    active.outstanding += 1;
    const answer = (reply: ToThread) => {
      if (slot.active !== active) return;
      active.outstanding -= 1;
      if (active.outstanding === 0) this.resumeCpu(slot, active);
      slot.worker.postMessage(reply);
    };
    active.job.host(message.name, message.args, message.bytes).then(
      (value) => answer({ type: 'answer', callId: message.callId, ok: true, value }),
      (error: unknown) =>
        answer({
          type: 'answer',
          callId: message.callId,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  }

  private start(slot: Slot, job: Job): void {
    this.nextRun += 1;
    this.running.set(job.tenantId, this.runningOf(job.tenantId) + 1);
    const active: Active = {
      job,
      runId: this.nextRun,
      outstanding: 0,
      busySince: Date.now(),
      busyUsed: 0,
      cpuTimer: null,
      // the whole run, host calls included
      wallTimer: setTimeout(() => this.overrun(slot, active), job.limits.wallMs + this.graceMs),
    };
    slot.active = active;
    this.resumeCpu(slot, active);
    const message: ToThread = {
      type: 'run',
      runId: active.runId,
      source: job.source,
      input: job.input,
      limits: job.limits,
    };
    slot.worker.postMessage(message);
  }

  private pauseCpu(active: Active): void {
    active.busyUsed += Date.now() - active.busySince;
    if (active.cpuTimer) clearTimeout(active.cpuTimer);
    active.cpuTimer = null;
  }

  /** The thread runs the script again: what is left of its CPU time and the grace. */
  private resumeCpu(slot: Slot, active: Active): void {
    active.busySince = Date.now();
    const left = active.job.limits.cpuMs + this.graceMs - active.busyUsed;
    active.cpuTimer = setTimeout(() => this.overrun(slot, active), Math.max(0, left));
  }

  /** The thread did not stop the script at its limits: end the thread, fail the run. */
  private overrun(slot: Slot, active: Active): void {
    if (slot.active !== active) return;
    this.finish(slot, { ok: false, reason: 'engine', error: stoppedAnswering, logs: [], engineFailed: true });
    this.replace(slot);
  }

  private finish(slot: Slot, outcome: SandboxOutcome): void {
    const active = slot.active;
    if (!active) return;
    slot.active = null;
    clearTimeout(active.wallTimer);
    if (active.cpuTimer) clearTimeout(active.cpuTimer);
    const left = this.runningOf(active.job.tenantId) - 1;
    if (left > 0) this.running.set(active.job.tenantId, left);
    else this.running.delete(active.job.tenantId);
    active.job.resolve(outcome);
  }

  /** Ends a thread and forgets it; pump starts a fresh one when there is work. */
  private replace(slot: Slot): void {
    if (slot.gone) return;
    slot.gone = true;
    this.replacedCount += 1;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    void slot.worker.terminate().catch(() => undefined);
    this.pump();
  }

  /** The thread died by itself (its heap cap, a crash): its run failed, a fresh one follows. */
  private lose(slot: Slot, failure: { reason: 'memoryLimit' | 'engine'; error: string }): void {
    if (slot.gone) return;
    if (!slot.ready) this.failedStarts += 1;
    this.finish(slot, { ok: false, ...failure, logs: [], engineFailed: true });
    // a thread that cannot even start (a broken build) would be restarted for ever: after
    // three in a row the waiting runs fail instead
    if (this.failedStarts >= 3) {
      for (const queue of this.queues.values())
        for (const job of queue) job.resolve({ ok: false, ...failure, logs: [] });
      this.queues.clear();
      this.failedStarts = 0;
    }
    this.replace(slot);
  }
}
