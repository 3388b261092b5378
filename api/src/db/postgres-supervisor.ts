import type { Logger } from '../logging/logger.js';

/** How a server process ended: an exit code, or the signal that killed it. */
export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null };

/** A started server; `exited` settles when its process ends, for whatever reason. */
export type RunningServer = { exited: Promise<ProcessExit> };

export type RestartPolicy = {
  /** Wait before the first restart after a crash; each failed attempt doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A server that stayed up this long starts its next crash's backoff from the first delay. */
  stableAfterMs: number;
};

export const defaultRestartPolicy: RestartPolicy = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
};

export type SupervisorOptions = {
  logger: Logger;
  /** Clears what the dead server left behind and starts it again; resolves once it serves. */
  restart: () => Promise<RunningServer>;
  /** Stops the running server cleanly (a no-op when it is not running). */
  stop: () => Promise<void>;
  policy?: Partial<RestartPolicy>;
  /** The clock (tests pass their own to cross `stableAfterMs` without waiting). */
  now?: () => number;
};

/** The wait before restart attempt `failures + 1`: 1 s, 2 s, 4 s, ... up to the cap. */
export function restartDelay(failures: number, policy: RestartPolicy): number {
  return Math.min(policy.firstDelayMs * 2 ** failures, policy.maxDelayMs);
}

/**
 * Keeps the embedded PostgreSQL up: when its process dies without stop() having been asked
 * for (a crash, an OOM kill, `kill -9`: a signal or a non-zero exit code), it is started again with exponential backoff, each
 * attempt logged. The API's pools reconnect by themselves; meanwhile requests answer
 * ERR_DB_UNAVAILABLE (503). stop() wins over any restart in progress or pending.
 */
export class PostgresSupervisor {
  readonly #options: SupervisorOptions;
  readonly #policy: RestartPolicy;
  readonly #now: () => number;
  #stopping = false;
  #restarts = 0;
  /** Restart attempts since the server last stayed up `stableAfterMs`. */
  #failures = 0;
  #startedAt: number;
  #restarting: Promise<void> | undefined;
  #wake: (() => void) | undefined;

  constructor(first: RunningServer, options: SupervisorOptions) {
    this.#options = options;
    this.#policy = { ...defaultRestartPolicy, ...options.policy };
    this.#now = options.now ?? Date.now;
    this.#startedAt = this.#now();
    this.#watch(first);
  }

  /** How many times the server was brought back. */
  get restarts(): number {
    return this.#restarts;
  }

  /** Stops the server for good: a pending restart is cancelled, one under way is awaited first. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#wake?.();
    await this.#restarting;
    await this.#options.stop();
  }

  #watch(server: RunningServer): void {
    this.#startedAt = this.#now();
    void server.exited.then((exit) => {
      if (this.#stopping) return;
      if (exit.code === 0) {
        // A clean shutdown asked for from outside: Ctrl-C reaches PostgreSQL as well as
        // Node (one process group), or an operator ran `pg_ctl stop`. Not a crash.
        this.#options.logger.info('Embedded PostgreSQL shut down cleanly; not restarting it');
        return;
      }
      const loop: Promise<void> = this.#restartLoop(exit).finally(() => {
        if (this.#restarting === loop) this.#restarting = undefined;
      });
      this.#restarting = loop;
    });
  }

  async #restartLoop(exit: ProcessExit): Promise<void> {
    const { logger } = this.#options;
    const uptimeMs = this.#now() - this.#startedAt;
    if (uptimeMs >= this.#policy.stableAfterMs) this.#failures = 0;
    logger.error(
      { exitCode: exit.code, signal: exit.signal, uptimeMs },
      'Embedded PostgreSQL exited unexpectedly',
    );
    while (!this.#stopping) {
      const attempt = this.#failures + 1;
      const delayMs = restartDelay(this.#failures, this.#policy);
      this.#failures++;
      logger.warn(
        { attempt, delayMs, exitCode: exit.code, signal: exit.signal },
        'Restarting embedded PostgreSQL',
      );
      await this.#sleep(delayMs);
      if (this.#stopping) return;
      try {
        const server = await this.#options.restart();
        this.#restarts++;
        logger.info({ attempt, restarts: this.#restarts }, 'Embedded PostgreSQL restarted');
        this.#watch(server);
        return;
      } catch (error) {
        logger.error({ err: error, attempt }, 'Embedded PostgreSQL did not restart');
      }
    }
  }

  /** A wait that stop() cuts short. */
  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = () => {
        this.#wake = undefined;
        done();
      };
    });
  }
}
