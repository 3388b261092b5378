import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PostgresRateLimiter } from '@strata/api/auth/rate-limit/postgres-rate-limiter';
import { SessionStore } from '@strata/api/auth/session-store';
import { readBuildInfo } from '@strata/api/config/build-info';
import type { DatabasePool } from '@strata/api/db/types';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { createMailer } from '@strata/api/integrations/mail/mailer';
import { silentLogger } from '@strata/api/logging/logger';
import { MetadataCache } from '@strata/api/metadata/metadata-cache';
import { PermissionCache } from '@strata/api/permissions/permission-cache';
import { createApp } from '@strata/api/server/create-app';
import { TenantCache } from '@strata/api/tenancy/tenant-cache';

/** The real app with production cache settings, on a free port of this process. */
export async function startBenchServer(pool: DatabasePool, options: { webDistDir?: string } = {}) {
  const bus = new MemoryEventBus();
  const app = createApp({
    env: { BASE_DOMAIN: 'localhost', TRUST_PROXY: 0, PUBLIC_PROTOCOL: 'http', PORT: 3000 },
    pool,
    bus,
    tenants: new TenantCache(pool),
    rateLimiter: new PostgresRateLimiter(pool),
    mailer: createMailer({
      outbox: path.join(tmpdir(), 'strata-bench-outbox'),
      from: 'bench@localhost',
      logger: silentLogger,
    }),
    sessions: new SessionStore(pool, bus, { idleMs: 3_600_000, maxMs: 86_400_000 }),
    metadata: new MetadataCache(pool, bus),
    permissions: new PermissionCache(pool, bus),
    logger: silentLogger,
    build: readBuildInfo(),
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
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

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

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
          else resolve(JSON.parse(text));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
