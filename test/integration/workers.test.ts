import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import { findFreePort } from '@strata/api/db/free-port';
import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool, testDatabaseUrl } from '../fixtures/test-context.js';

/**
 * STRATA_WORKERS=2: two API processes share the port (node:cluster), each with its own caches;
 * a metadata change made through one is seen through the other on its next request (the
 * PostgreSQL LISTEN/NOTIFY bus), and stopping the primary stops every worker.
 */
let pool: DatabasePool;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let dataDir: string;
let port: number;
let server: { child: ChildProcess; output: () => string; exited: Promise<number | null> };

type Answer = { status: number; body: Record<string, unknown>; token?: string };

/** One keep-alive connection per agent: its requests all reach the same worker. */
function call(
  agent: Agent,
  method: string,
  route: string,
  options: { token?: string; body?: unknown; form?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.form
    ? new URLSearchParams(options.form).toString()
    : options.body === undefined
      ? ''
      : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: route,
        method,
        headers: {
          'Content-Type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...(options.token ? { 'access-token': options.token } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          const token = res.headers['access-token'];
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            ...(typeof token === 'string' ? { token } : {}),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const agent = new Agent({ keepAlive: false });
    const answer = await call(agent, 'GET', '/api/health').catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Strata did not become healthy:\n${server.output()}`);
}

beforeAll(async () => {
  pool = await openTestPool();
  tenant = await createTestTenant(pool);
  dataDir = mkdtempSync(path.join(tmpdir(), 'strata-workers-'));
  port = await findFreePort();
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(repositoryRoot, 'api', 'src', 'main.ts')],
    {
      cwd: repositoryRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: testDatabaseUrl(),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        STRATA_WORKERS: '2',
        MEMORY_BUDGET_MB: '384',
        LOG_LEVEL: 'warn',
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  server = { child, output: () => output, exited };
  await waitForHealth();
}, 120_000);
afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await tenant.remove();
  await pool.end();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Two connections answered by two different workers (the primary hands connections round). */
async function connectionsToTwoWorkers(): Promise<[Agent, Agent]> {
  const agents: { agent: Agent; worker: unknown }[] = [];
  // the first worker answers health before the second has started (on a busy machine, seconds
  // later): keep opening connections until one lands on another worker
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { body } = await call(agent, 'GET', '/api/health');
    const other = agents.find((a) => a.worker !== body.worker);
    if (other) return [other.agent, agent];
    agents.push({ agent, worker: body.worker });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('every connection reached the same worker');
}

/** The processes whose parent is `pid` (/proc/<pid>/stat's fourth field). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // the command name (second field) is in parentheses and may hold spaces
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('several API workers on one port', () => {
  it('sees a metadata change made through one worker on the next request to the other', async () => {
    const [one, other] = await connectionsToTwoWorkers();
    const first = (await call(one, 'GET', '/api/health')).body.worker;
    expect((await call(other, 'GET', '/api/health')).body.worker).not.toBe(first);
    const login = await call(one, 'POST', '/api/login', {
      form: {
        organization: tenant.tenant.name,
        username: tenant.admin.email,
        password: 'correct horse battery',
      },
    });
    expect(login.status).toBe(200);
    const token = login.token as string;
    const query = {
      entity: { name: 'account', attributes: [{ attribute: 'name' }, { attribute: 'wk_code' }] },
    };

    // the other worker loads (and caches) the metadata without the field
    const before = await call(other, 'POST', '/api/fetch', { token, body: query });
    expect(before.status).toBe(400);
    expect(before.body).toMatchObject({ code: 'ERR_FIELD_NOT_FOUND' });

    const added = await call(one, 'POST', '/api/metadata/objects/account/properties', {
      token,
      body: { logicalName: 'wk_code', displayName: 'Code', type: 'String' },
    });
    expect(added.status).toBe(201);
    // the bus delivers after the commit; the answer to the change may come first
    let after = await call(other, 'POST', '/api/fetch', { token, body: query });
    for (let i = 0; i < 20 && after.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await call(other, 'POST', '/api/fetch', { token, body: query });
    }
    expect(after.status).toBe(200);
    one.destroy();
    other.destroy();
  });

  it("caps each worker's V8 heap from MEMORY_BUDGET_MB", async () => {
    await connectionsToTwoWorkers();
    // the primary's children that run Strata (tsx may start an esbuild service beside them)
    const workers = childrenOf(server.child.pid as number)
      .map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'))
      .filter((args) => args.some((arg) => arg.endsWith('main.ts')));
    expect(workers).toHaveLength(2);
    // 384 less 140 for the rest of the RSS, less one trigger-script thread at its caps (74 MB),
    // is below half the budget: the cap is half, 192
    for (const args of workers) expect(args).toContain('--max-old-space-size=192');
  });

  it('stops every worker when the primary is asked to stop', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const agent = new Agent({ keepAlive: false });
    await expect(call(agent, 'GET', '/api/health')).rejects.toThrow();
  });
});
