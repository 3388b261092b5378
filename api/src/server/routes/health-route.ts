import { Router } from 'express';
import { sql } from 'slonik';
import type { BuildInfo } from '../../config/build-info.js';
import type { DatabasePool } from '../../db/types.js';
import type { EventBus } from '../../events/event-bus.js';

async function databaseAnswers(pool: DatabasePool): Promise<boolean> {
  try {
    return await Promise.race([
      pool.oneFirst(sql.unsafe`SELECT 1`).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000).unref()),
    ]);
  } catch {
    return false;
  }
}

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoute(pool: DatabasePool, bus: EventBus, build: BuildInfo): Router {
  const router = Router();
  router.get('/api/health', async (_req, res) => {
    const [db, redis] = await Promise.all([
      databaseAnswers(pool),
      bus.kind === 'redis' ? bus.health() : Promise.resolve('off' as const),
    ]);
    res.setHeader('Cache-Control', 'no-store');
    res.status(db ? 200 : 503).json({
      ok: db,
      db: db ? 'up' : 'down',
      redis,
      version: build.version,
      buildDate: build.buildDate,
    });
  });
  return router;
}
