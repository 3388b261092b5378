import { AppError } from '../errors/app-error.js';

/** How many data statements may run at once, and how long a request may wait for its turn. */
export type GateLimits = {
  /** statements one organisation may run at once */
  perTenant: number;
  /** statements one user may run at once (never more than perTenant) */
  perUser: number;
  /** how long a request waits in the queue before ERR_BUSY */
  maxWaitMs: number;
  /** requests of one organisation that may wait at once; more are refused at once */
  maxQueuedPerTenant: number;
};

/** Who is asking: the organisation and the user within it. */
export type GateKey = { tenant: string; user: string };

type Waiter = {
  key: GateKey;
  grant: (release: () => void) => void;
  refuse: (error: unknown) => void;
  timer: NodeJS.Timeout;
};

/** 503 ERR_BUSY; Retry-After (whole seconds) tells the client when trying again makes sense. */
export class BusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('ERR_BUSY', {}, { retryAfter: retryAfterSeconds });
  }
}

/**
 * Caps the data statements running at once per organisation and per user, so one organisation
 * (or one user) sending many heavy queries holds only its share of the connection pool and the
 * other organisations always find a free connection. Requests over a cap wait in one FIFO queue
 * (a waiter whose organisation or user is still full lets later ones of others pass) for at
 * most maxWaitMs, then get ERR_BUSY. The counts live in this process: each API process has its
 * own pool and its own gate.
 */
export class StatementGate {
  private readonly running = new Map<string, number>();
  private readonly queue: Waiter[] = [];

  constructor(readonly limits: GateLimits) {}

  /**
   * Waits for a slot and answers the function that gives it back (safe to call more than once).
   * An aborted signal takes the request out of the queue (the client went away).
   */
  acquire(key: GateKey, signal?: AbortSignal): Promise<() => void> {
    const release = this.tryAcquire(key);
    if (release) return Promise.resolve(release);
    if (this.queuedFor(key.tenant) >= this.limits.maxQueuedPerTenant) {
      return Promise.reject(this.busy());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        key,
        grant: resolve,
        refuse: reject,
        timer: setTimeout(() => this.drop(waiter, this.busy()), this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
      signal?.addEventListener('abort', () => this.drop(waiter, signal.reason), { once: true });
    });
  }

  /** A slot now, or undefined when the caller would have to wait (the middleware's fast path). */
  tryAcquire(key: GateKey): (() => void) | undefined {
    // every release admits the waiters that have room, so one that has room now jumps no one
    return this.hasRoom(key) ? this.take(key) : undefined;
  }

  /** Runs work in a slot; the slot is given back however the work ends. */
  async run<T>(key: GateKey, work: () => Promise<T>): Promise<T> {
    const release = await this.acquire(key);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Statements running now for an organisation (tests and diagnostics). */
  runningFor(tenant: string): number {
    return this.running.get(tenantKey(tenant)) ?? 0;
  }

  queuedFor(tenant: string): number {
    return this.queue.filter((waiter) => waiter.key.tenant === tenant).length;
  }

  private hasRoom(key: GateKey): boolean {
    return (
      (this.running.get(tenantKey(key.tenant)) ?? 0) < this.limits.perTenant &&
      (this.running.get(userKey(key)) ?? 0) < this.limits.perUser
    );
  }

  private take(key: GateKey): () => void {
    this.count(tenantKey(key.tenant), 1);
    this.count(userKey(key), 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.count(tenantKey(key.tenant), -1);
      this.count(userKey(key), -1);
      this.admit();
    };
  }

  /** Lets in every waiter that now has room, oldest first. */
  private admit(): void {
    for (let index = 0; index < this.queue.length; ) {
      const waiter = this.queue[index] as Waiter;
      if (this.hasRoom(waiter.key)) {
        this.queue.splice(index, 1);
        clearTimeout(waiter.timer);
        waiter.grant(this.take(waiter.key));
      } else {
        index += 1;
      }
    }
  }

  private drop(waiter: Waiter, error: unknown): void {
    const index = this.queue.indexOf(waiter);
    if (index < 0) return;
    this.queue.splice(index, 1);
    clearTimeout(waiter.timer);
    waiter.refuse(error);
  }

  private count(key: string, delta: number): void {
    const next = (this.running.get(key) ?? 0) + delta;
    if (next > 0) this.running.set(key, next);
    else this.running.delete(key);
  }

  private busy(): BusyError {
    return new BusyError(Math.max(1, Math.ceil(this.limits.maxWaitMs / 1000)));
  }
}

// user ids are unique within an organisation only
const tenantKey = (tenant: string) => `t:${tenant}`;
const userKey = (key: GateKey) => `u:${key.tenant}:${key.user}`;
