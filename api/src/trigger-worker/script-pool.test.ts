import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ScriptPool,
  ScriptPoolBusy,
  ScriptPoolClosed,
  scriptThreadsFor,
  spawnSandboxThread,
} from './script-pool.js';
import { defaultSandboxLimits } from './script-sandbox.js';

const noHost = async () => {
  throw new Error('no host calls expected');
};
const limits = { ...defaultSandboxLimits, cpuMs: 300 };
const ok = 'export default function () { console.log("ok") }';
const loop = 'export default function () { for (;;) {} }';
const recursion = 'export default function () { function f() { f(); } f(); }';

let pools: ScriptPool[] = [];
const poolOf = (settings: Partial<ConstructorParameters<typeof ScriptPool>[0]> = {}) => {
  const pool = new ScriptPool({
    threads: 2,
    perTenantRunning: 1,
    perTenantQueued: 20,
    threadHeapMb: 32,
    ...settings,
  });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  pools = [];
});

describe('ScriptPool', () => {
  it('runs scripts in threads, their data calls answered by the host here', { timeout: 60_000 }, async () => {
    const pool = poolOf();
    const calls: [string, unknown[], number][] = [];
    const outcome = await pool.run(
      't1',
      `export default async function (change, data) {
        const row = await data.retrieveSingleById('account', change.id);
        console.log(row.name);
      }`,
      { id: 'r1' },
      async (name, args, bytes) => {
        calls.push([name, args, bytes]);
        return { name: 'Acme' };
      },
      limits,
    );
    expect(outcome).toEqual({ ok: true, logs: ['Acme'] });
    expect(calls).toEqual([['retrieveSingleById', ['account', 'r1', null], '["account","r1",null]'.length]]);
  });

  it('answers an engine abort as a failed run and gives the next runs a fresh engine', {
    timeout: 60_000,
  }, async () => {
    // a native stack small enough that the recursion traps the engine before QuickJS's own check
    const pool = poolOf({ threads: 1, threadStackMb: 1 });
    // about 11 aborts broke QuickJS for good when it ran in the API process (issue 35): every
    // abort here gets a new thread, so a few show it (test/integration/trigger-script-isolation
    // runs 15 through the whole trigger path)
    for (let run = 0; run < 3; run += 1)
      expect(await pool.run('t1', recursion, {}, noHost, limits)).toMatchObject({
        ok: false,
        reason: 'engine',
        error: 'the script engine failed: Maximum call stack size exceeded',
        engineFailed: true,
      });
    expect(pool.stats().replaced).toBe(3);
    expect(await pool.run('t1', ok, {}, noHost, limits)).toEqual({ ok: true, logs: ['ok'] });
  });

  it("stops a deep recursion as the script's own error at the default stack", {
    timeout: 60_000,
  }, async () => {
    expect(await poolOf().run('t1', recursion, {}, noHost, limits)).toEqual({
      ok: false,
      reason: 'error',
      error: 'InternalError: stack overflow',
      logs: [],
    });
  });

  it('ends a thread that does not answer in time and replaces it', { timeout: 60_000 }, async () => {
    let spawned = 0;
    const pool = poolOf({
      threads: 1,
      graceMs: 200,
      spawn: (resourceLimits) => {
        spawned += 1;
        // the first thread says it is ready, then never answers (as an engine stuck in a loop)
        if (spawned === 1)
          return new Worker(
            `const { parentPort } = require('node:worker_threads');
             parentPort.on('message', () => { for (;;) {} });
             parentPort.postMessage({ type: 'ready' });`,
            { eval: true, resourceLimits },
          );
        return spawnSandboxThread(resourceLimits);
      },
    });
    expect(await pool.run('t1', ok, {}, noHost, limits)).toMatchObject({
      ok: false,
      reason: 'engine',
      error: 'the script engine stopped answering: its thread was ended',
    });
    expect(await pool.run('t1', ok, {}, noHost, limits)).toEqual({ ok: true, logs: ['ok'] });
    expect(spawned).toBe(2);
  });

  it('takes runs in turn across organisations, each below its running and waiting caps', {
    timeout: 60_000,
  }, async () => {
    const pool = poolOf({ threads: 2, perTenantRunning: 1, perTenantQueued: 2 });
    // both threads started (each organisation may use one)
    await Promise.all(['w1', 'w2'].map((tenant) => pool.run(tenant, ok, {}, noHost, limits)));
    // a's loops run for 2 s of their thread's time each: b's run, on the other thread, has that
    // long to start and end even on a loaded machine (with 300 ms it sometimes lost the race)
    const long = { ...limits, cpuMs: 2000 };
    let aFinished = 0;
    const flood = Array.from({ length: 3 }, () =>
      pool.run('a', loop, {}, noHost, long).finally(() => {
        aFinished += 1;
      }),
    );
    // one of a's runs is in a thread and two wait: a third waiting is refused
    await expect(pool.run('a', loop, {}, noHost, long)).rejects.toBeInstanceOf(ScriptPoolBusy);
    // a may hold only one of the two threads, so b's run starts (and ends) before any of a's ends
    expect(await pool.run('b', ok, {}, noHost, limits)).toEqual({ ok: true, logs: ['ok'] });
    expect(aFinished).toBe(0);
    const outcomes = await Promise.all(flood);
    expect(outcomes.every((outcome) => !outcome.ok && outcome.reason === 'timeLimit')).toBe(true);
  });

  it('hands waiting runs back when it stops, and refuses new ones', { timeout: 60_000 }, async () => {
    const pool = poolOf({ threads: 1 });
    const first = pool.run('a', loop, {}, noHost, limits);
    while (pool.stats().running === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const waiting = pool.run('a', ok, {}, noHost, limits);
    const closing = pool.close();
    await expect(waiting).rejects.toBeInstanceOf(ScriptPoolClosed);
    await expect(pool.run('a', ok, {}, noHost, limits)).rejects.toBeInstanceOf(ScriptPoolClosed);
    expect(await first).toMatchObject({ ok: false, reason: 'timeLimit' });
    await closing;
  });

  it('sizes itself from the cores and the memory budget', () => {
    // 20% of 512 MB holds one thread at its caps: the main heap's cap leaves room for it
    expect(scriptThreadsFor(512, 74, 2)).toBe(1);
    expect(scriptThreadsFor(1024, 74, 16)).toBe(2);
    expect(scriptThreadsFor(4096, 74, 8)).toBe(8);
    expect(scriptThreadsFor(128, 74, 8)).toBe(1);
  });
});
