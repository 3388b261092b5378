import type { NextFunction, Request, Response } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { parseBody } from '../../errors/parse-body.js';
import { enforceLimit } from '../../rate-limit/enforce-limit.js';
import { rateKey } from '../../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../rate-limit/rate-limiter.js';
import { requireUser } from '../../sessions/authenticate.js';
import type { Directions } from './directions.js';

const point = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .strict();
/** The stops in order: at least two, at most the 25 an OSRM demo server accepts. */
const distanceBody = z.object({ points: z.array(point).min(2).max(25) }).strict();

/**
 * POST /api/distance {points: [{latitude, longitude}, ...]} answers
 * `{distance (km), duration (s or null), approx, legs: [{distance, duration}]}`: the journey
 * panel's distances (spec 002 section 4). Signed-in users only, each within a limit per hour.
 */
export function distanceRoutes(directions: Directions, limiter: RateLimiter): Router {
  const router = Router();
  const withinLimit = async (req: Request, res: Response, next: NextFunction) => {
    const { tenant, principal } = req.context;
    await enforceLimit(
      limiter,
      rateKey('distance', tenant?.id, principal?.userId),
      limits.distancePerUser,
      res,
    );
    next();
  };
  router.post('/api/distance', requireUser(), withinLimit, async (req, res) => {
    const { points } = parseBody(distanceBody, req.body);
    res.json(await directions.measure(points));
  });
  return router;
}
