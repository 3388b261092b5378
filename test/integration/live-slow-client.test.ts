import { connect, type Socket } from 'node:net';
import type { DatabasePool } from '@strata/api/db/types';
import { channels } from '@strata/api/events/event-bus';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../fixtures/sse-client.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * A client that stops reading its live stream (a frozen tab) must not hold up anyone else nor
 * grow the server: past its buffer bound the server ends that stream with a retry hint, while
 * a client of the same tenant that reads keeps receiving every patch.
 */
describe('a live stream whose client never reads', () => {
  let pool: DatabasePool;
  let server: TestServer;
  let tenant: Awaited<ReturnType<typeof createTestTenant>>;
  const bus = new MemoryEventBus();

  beforeAll(async () => {
    pool = await openTestPool();
    // permissions cached as in production (one lookup, not one per patch)
    server = await startTestServer(pool, { bus, cacheMs: 60_000 });
    tenant = await createTestTenant(pool);
  });
  afterAll(async () => {
    await server.close();
    await tenant.remove();
    await pool.end();
  });

  async function streamUrl(): Promise<string> {
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    const { token } = (await session.call('/api/ssetoken')).json() as { token: string };
    return `/api/events?token=${encodeURIComponent(token)}`;
  }

  it('is ended with a retry hint while a reading client of the same tenant gets every patch', async () => {
    const fast = await openEventStream(`http://127.0.0.1:${server.port}${await streamUrl()}`);
    await fast.waitFor((e) => e.event === 'put');
    const slow = await openStalledStream(server.port, await streamUrl());
    try {
      // ~9 KB a patch (the administrator may read any entity name): 1,000 of them are far more
      // than the slow socket's kernel buffers and its 256 KB bound together
      const entities = (n: number) =>
        Object.fromEntries(
          Array.from({ length: 200 }, (_, i) => [`entity_${String(i).padStart(24, '0')}`, n]),
        );
      const patches = 1000;
      for (let n = 1; n <= patches; n++) {
        await bus.publish(channels.changes, { tenantId: tenant.tenant.id, entities: entities(n) });
        // the reading client keeps up batch by batch (90 KB a batch: within its bound too)
        if (n % 10 === 0) await fast.waitFor((e) => patchNumber(e.data) === n, 15_000);
      }
      const received = fast.events.filter((e) => e.event === 'patch').map((e) => patchNumber(e.data));
      expect(received).toEqual(Array.from({ length: patches }, (_, i) => i + 1));

      // now the slow client reads what was queued for it: the hint, then the end of the stream
      const text = await slow.readToEnd();
      expect(text).toMatch(/^HTTP\/1\.1 200/);
      expect(text).toContain('retry: 5000\nevent: overflow\ndata: {"retryMs":5000}\n\n');
      const slowPatches = text.split('event: patch\n').length - 1;
      expect(slowPatches).toBeGreaterThan(0);
      expect(slowPatches).toBeLessThan(patches);
      // the hint is the last thing on the stream (raw text: chunked framing around the events)
      const hint = 'retry: 5000\nevent: overflow\ndata: {"retryMs":5000}\n\n';
      expect(text.slice(text.indexOf(hint) + hint.length)).not.toContain('event:');

      // and the reading client still gets what comes next
      await bus.publish(channels.changes, { tenantId: tenant.tenant.id, entities: { account: 1 } });
      await fast.waitFor((e) => (e.data as { data?: { account?: number } }).data?.account === 1);
    } finally {
      fast.close();
      slow.destroy();
    }
  });
});

function patchNumber(data: unknown): number | undefined {
  return (data as { data?: Record<string, number> }).data?.[`entity_${'0'.repeat(24)}`];
}

/** Opens the stream on a raw socket that reads nothing until readToEnd is called. */
async function openStalledStream(port: number, path: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.pause();
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n`);
  return {
    destroy: () => socket.destroy(),
    readToEnd: () =>
      new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        socket.once('error', reject);
        socket.resume();
      }),
  };
}
