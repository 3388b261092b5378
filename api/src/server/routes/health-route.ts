import cluster from 'node:cluster';
import { Router } from 'express';
import { sql } from 'slonik';
import { z } from 'zod';
import type { BuildInfo } from '../../config/build-info.js';
import type { DatabasePool } from '../../db/types.js';
import type { EventBus } from '../../events/event-bus.js';

async function databaseAnswers(pool: DatabasePool): Promise<boolean> {
  try {
    return await Promise.race([
      pool.oneFirst(sql.type(z.object({ ok: z.literal(1) }))`SELECT 1 AS ok`).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000).unref()),
    ]);
  } catch {
    return false;
  }
}

/**
 * GET /api/health: 200 when this process can serve, 503 when it cannot, so a load balancer
 * takes it out: the database does not answer, or the bus it depends on (Redis when
 * REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY) cannot send or does not deliver other
 * processes' messages (its caches would go stale). With several workers sharing the port, each
 * answers for itself and the primary replaces one that dies (runtime/cluster.ts).
 */
export function healthRoute(pool: DatabasePool, bus: EventBus, build: BuildInfo): Router {
  const router = Router();
  router.get('/api/health', async (_req, res) => {
    const [db, busHealth] = await Promise.all([databaseAnswers(pool), bus.health()]);
    const busOk = busHealth.transport === 'up' && busHealth.subscriptions === 'held';
    const ok = db && busOk;
    res.setHeader('Cache-Control', 'no-store');
    res.status(ok ? 200 : 503).json({
      ok,
      db: db ? 'up' : 'down',
      redis: bus.kind === 'redis' ? busHealth.transport : 'off',
      bus: bus.kind,
      subscriptions: busHealth.subscriptions,
      // which API process answered (STRATA_WORKERS > 1: each worker answers for itself)
      worker: cluster.worker?.id ?? null,
      version: build.version,
      buildDate: build.buildDate,
    });
  });
  return router;
}
