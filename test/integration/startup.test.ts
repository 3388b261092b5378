import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import { findFreePort } from '@strata/api/db/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode } from '../fixtures/run-process.js';

/**
 * What `npm start` does on a fresh machine: no DATABASE_URL, so embedded PostgreSQL in the
 * data folder, the demo organisation, HTTP; Ctrl-C stops PostgreSQL; a second start reuses it.
 * The server runs from sources here (tsx); `npm start` runs the same code built.
 */
const serverArgs = [
  '--conditions=source',
  '--import',
  'tsx',
  path.join(repositoryRoot, 'api', 'src', 'main.ts'),
];
let dataDir: string;
let port: number;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'strata-start-'));
  port = await findFreePort();
  env = { DATA_DIR: dataDir, PORT: String(port), DEMO_PASSWORD: 'demo-password-1', LOG_LEVEL: 'warn' };
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, serverArgs, {
    // its own process group, so a test can send Ctrl-C to all of it as a terminal does
    detached: true,
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(timeoutMs = 60_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return (await response.json()) as Record<string, unknown>;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Strata did not become healthy');
}

const postmasterPid = () => path.join(dataDir, 'pg', 'postmaster.pid');

describe('starting Strata without DATABASE_URL', () => {
  it('creates the cluster and the demo organisation, serves HTTP, and stops cleanly on Ctrl-C', async () => {
    const server = start();
    expect(await waitForHealth()).toMatchObject({ ok: true, db: 'up' });
    expect(server.output()).toContain('Strata demo organisation');
    const credentials = readFileSync(path.join(dataDir, 'demo-credentials.txt'), 'utf8');
    expect(credentials).toContain('admin@example.com');
    expect(credentials).toContain('demo-password-1');
    const organization = await fetch(`http://127.0.0.1:${port}/api/organization?org=demo`);
    expect(await organization.json()).toMatchObject({ name: 'demo' });
    expect(existsSync(postmasterPid())).toBe(true);

    // Ctrl-C in a terminal reaches the whole process group: Node and PostgreSQL at once.
    // PostgreSQL's clean exit is then not mistaken for a crash and restarted.
    process.kill(-(server.child.pid as number), 'SIGINT');
    expect(await server.exited).toBe(0);
    expect(existsSync(postmasterPid())).toBe(false);
    expect(server.output()).not.toContain('Restarting embedded PostgreSQL');
  });

  it('reuses the data on the next start and does not create the demo again', async () => {
    const server = start();
    await waitForHealth();
    const organization = await fetch(`http://127.0.0.1:${port}/api/organization?org=demo`);
    expect(organization.status).toBe(200);
    expect(server.output()).not.toContain('Strata demo organisation');

    // A second Strata on the same port: a clear message, exit 1, the first one unharmed.
    const second = await runNode(serverArgs, { ...env, DATA_DIR: path.join(dataDir, 'other') });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Port ${port} is already in use`);
    expect(existsSync(path.join(dataDir, 'other', 'pg'))).toBe(false);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
