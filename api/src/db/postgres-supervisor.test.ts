import { describe, expect, it } from 'vitest';
import type { Logger } from '../logging/logger.js';
import {
  defaultRestartPolicy,
  PostgresSupervisor,
  type ProcessExit,
  type RunningServer,
  restartDelay,
} from './postgres-supervisor.js';

/** A server whose death the test decides. */
function fakeServer() {
  let die: (exit: ProcessExit) => void = () => {};
  const server: RunningServer = { exited: new Promise((resolve) => (die = resolve)) };
  return { server, die };
}

function recordingLogger() {
  const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  const at = (level: string) => (fields: Record<string, unknown> | string, msg?: string) =>
    lines.push(
      typeof fields === 'string' ? { level, msg: fields, fields: {} } : { level, msg: msg ?? '', fields },
    );
  const logger = { error: at('error'), warn: at('warn'), info: at('info') } as unknown as Logger;
  return { logger, lines };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 2));
  if (!condition()) throw new Error('condition never met');
};

const tinyPolicy = { firstDelayMs: 1, maxDelayMs: 8, stableAfterMs: 1_000 };

describe('restartDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const delays = Array.from({ length: 8 }, (_, failures) => restartDelay(failures, defaultRestartPolicy));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});

describe('PostgresSupervisor', () => {
  it('retries a failing restart with growing delays, logging each attempt with the exit', async () => {
    const first = fakeServer();
    const second = fakeServer();
    let attempts = 0;
    const { logger, lines } = recordingLogger();
    const supervisor = new PostgresSupervisor(first.server, {
      logger,
      policy: tinyPolicy,
      restart: async () => {
        attempts++;
        if (attempts <= 4) throw new Error('shared memory still in use');
        return second.server;
      },
      stop: async () => {},
    });
    first.die({ code: null, signal: 'SIGKILL' });
    await until(() => supervisor.restarts === 1);
    const restarting = lines.filter((line) => line.msg === 'Restarting embedded PostgreSQL');
    expect(restarting.map((line) => [line.fields.attempt, line.fields.delayMs])).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
      [4, 8],
      [5, 8],
    ]);
    expect(restarting.every((line) => line.fields.signal === 'SIGKILL')).toBe(true);
    expect(lines.filter((line) => line.msg === 'Embedded PostgreSQL did not restart')).toHaveLength(4);
    await supervisor.stop();
  });

  it('starts the backoff afresh after the server stayed up a while, not after a quick crash', async () => {
    let clock = 0;
    const [s0, s1, s2, s3] = [fakeServer(), fakeServer(), fakeServer(), fakeServer()];
    const queue = [s1.server, s2.server, s3.server];
    const { logger, lines } = recordingLogger();
    const supervisor = new PostgresSupervisor(s0.server, {
      logger,
      policy: tinyPolicy,
      now: () => clock,
      restart: async () => {
        const server = queue.shift();
        if (!server) throw new Error('no more servers');
        return server;
      },
      stop: async () => {},
    });
    const delays = () =>
      lines
        .filter((line) => line.msg === 'Restarting embedded PostgreSQL')
        .map((line) => line.fields.delayMs);

    s0.die({ code: 1, signal: null });
    await until(() => supervisor.restarts === 1);
    s1.die({ code: 1, signal: null }); // at once: the backoff goes on
    await until(() => supervisor.restarts === 2);
    clock += tinyPolicy.stableAfterMs;
    s2.die({ code: 1, signal: null }); // after a stable minute: from the start
    await until(() => supervisor.restarts === 3);
    expect(delays()).toEqual([1, 2, 1]);
    await supervisor.stop();
  });

  it('never restarts after stop(), nor after a clean exit (code 0) it did not ask for', async () => {
    const first = fakeServer();
    let restarts = 0;
    let stops = 0;
    const { logger } = recordingLogger();
    const supervisor = new PostgresSupervisor(first.server, {
      logger,
      policy: { ...tinyPolicy, firstDelayMs: 5 },
      restart: async () => {
        restarts++;
        return fakeServer().server;
      },
      stop: async () => {
        stops++;
        first.die({ code: null, signal: 'SIGKILL' });
      },
    });
    await supervisor.stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect([restarts, stops]).toEqual([0, 1]);

    const other = fakeServer();
    const cleanExit = new PostgresSupervisor(other.server, {
      logger,
      policy: { ...tinyPolicy, firstDelayMs: 5 },
      restart: async () => {
        restarts++;
        return fakeServer().server;
      },
      stop: async () => {},
    });
    other.die({ code: 0, signal: null });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(restarts).toBe(0);
    await cleanExit.stop();
  });

  it('cancels a pending restart when stopped during the backoff', async () => {
    const first = fakeServer();
    let restarts = 0;
    const { logger, lines } = recordingLogger();
    const supervisor = new PostgresSupervisor(first.server, {
      logger,
      policy: { ...tinyPolicy, firstDelayMs: 60_000, maxDelayMs: 60_000 },
      restart: async () => {
        restarts++;
        return fakeServer().server;
      },
      stop: async () => {},
    });
    first.die({ code: null, signal: 'SIGKILL' });
    await until(() => lines.some((line) => line.msg === 'Restarting embedded PostgreSQL'));
    await supervisor.stop(); // returns at once instead of after the minute's wait
    expect(restarts).toBe(0);
  });
});
