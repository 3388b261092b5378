import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readBuildInfo } from '@strata/api/config/build-info';
import type { DatabasePool } from '@strata/api/db/types';
import type { EventBus } from '@strata/api/events/event-bus';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { silentLogger } from '@strata/api/logging/logger';
import { PostgresRateLimiter } from '@strata/api/rate-limit/postgres-rate-limiter';
import { createApp } from '@strata/api/server/create-app';
import { createServices } from '@strata/api/server/create-services';

/** The real app with production cache settings, on a free port of this process. */
export async function startBenchServer(
  pool: DatabasePool,
  // cacheMs: the tenant, session and permission caches' period (profiling what their reads cost)
  options: { webDistDir?: string; cacheMs?: number; bus?: EventBus; memoryBudgetMb?: number } = {},
) {
  const services = createServices({
    pool,
    bus: options.bus ?? new MemoryEventBus(),
    rateLimiter: new PostgresRateLimiter(pool),
    logger: silentLogger,
    mail: { outbox: path.join(tmpdir(), 'strata-bench-outbox'), from: 'bench@localhost' },
    blobDir: path.join(tmpdir(), 'strata-bench-blobs'),
    sessionIdleMs: 3_600_000,
    sessionMaxMs: 86_400_000,
    ...(options.cacheMs === undefined ? {} : { cacheMs: options.cacheMs }),
    ...(options.memoryBudgetMb === undefined ? {} : { memoryBudgetMb: options.memoryBudgetMb }),
  });
  const app = createApp({
    ...services,
    env: { BASE_DOMAIN: 'localhost', TRUST_PROXY: 0, PUBLIC_PROTOCOL: 'http', PORT: 3000 },
    logger: silentLogger,
    build: readBuildInfo(),
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, services, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function login(
  base: string,
  organization: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ organization, username: email, password }),
  });
  const token = response.headers.get('access-token');
  if (!token) throw new Error(`bench login failed: ${response.status}`);
  return token;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs JSON over a keep-alive connection: the lightest honest HTTP client for timing. */
export function postJson(base: string, token: string, path: string, body: unknown): Promise<unknown> {
  const url = new URL(path, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'access-token': token,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200)
            reject(new Error(`${path} answered ${res.statusCode}: ${text.slice(0, 300)}`));
          // /api/update answers the record's id as text
          else resolve(String(res.headers['content-type']).includes('json') ? JSON.parse(text) : text);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
