import { describe, expect, it } from 'vitest';
import { defaultSandboxLimits, runInSandbox } from './script-sandbox.js';

const noHost = async () => {
  throw new Error('no host calls expected');
};

describe('runInSandbox', () => {
  it('runs the default export with the input and answers host calls as promises', async () => {
    const calls: [string, unknown[]][] = [];
    const outcome = await runInSandbox(
      `export default async function (change, data) {
        const row = await data.retrieveSingleById(change.entity, change.recordId, ['name']);
        await data.updateRecord(change.entity, { id: change.recordId, name: row.name + '!' }, 'update');
        console.log('done', { n: 1 });
      }`,
      { entity: 'account', recordId: 'r1' },
      async (name, args) => {
        calls.push([name, args]);
        return name === 'retrieveSingleById' ? { name: 'Acme' } : 'r1';
      },
    );
    expect(outcome).toEqual({ ok: true, logs: ['done {"n":1}'] });
    expect(calls).toEqual([
      ['retrieveSingleById', ['account', 'r1', ['name']]],
      ['updateRecord', ['account', { id: 'r1', name: 'Acme!' }, 'update']],
    ]);
  });

  it('stops an endless loop at the time limit', async () => {
    const outcome = await runInSandbox('export default function () { for (;;) {} }', {}, noHost, {
      ...defaultSandboxLimits,
      cpuMs: 200,
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'timeLimit' });
  });

  // the first growth of WebAssembly memory can take seconds on a busy machine
  it('stops a script that fills its heap', { timeout: 90_000 }, async () => {
    const outcome = await runInSandbox(
      'export default function () { const a = []; for (;;) a.push(new Uint8Array(1 << 18)); }',
      {},
      noHost,
      // time enough to fill the heap on a busy machine: this is about memory
      { ...defaultSandboxLimits, cpuMs: 60_000, wallMs: 60_000 },
    );
    expect(outcome).toMatchObject({ ok: false, reason: 'memoryLimit' });
  });

  it('has no Node, network or file system, and reports errors without a stack', async () => {
    for (const probe of ['require("fs")', 'process.exit(1)', 'fetch("http://example.com")', 'import("fs")']) {
      const outcome = await runInSandbox(`export default async function () { await ${probe}; }`, {}, noHost);
      expect(outcome.ok, probe).toBe(false);
      if (!outcome.ok) {
        expect(outcome.reason).toBe('error');
        expect(outcome.error).not.toMatch(/\/|\bat\b/);
      }
    }
  });

  it('passes a refused host call to the script as a rejection it may catch', async () => {
    const outcome = await runInSandbox(
      `export default async function (_, data) {
        try { await data.updateRecord('x', {}, 'create'); } catch (e) { console.log(e.message); }
      }`,
      {},
      async () => {
        throw new Error('refused');
      },
    );
    expect(outcome).toEqual({ ok: true, logs: ['refused'] });
  });

  it('refuses a script without a default export function', async () => {
    const outcome = await runInSandbox('export const x = 1;', {}, noHost);
    expect(outcome).toMatchObject({ ok: false, reason: 'error' });
  });
});
