import type { NextFunction, Request, Response } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { parseBody } from '../../errors/parse-body.js';
import { enforceLimit } from '../../rate-limit/enforce-limit.js';
import { rateKey } from '../../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../rate-limit/rate-limiter.js';
import { requireUser } from '../../sessions/authenticate.js';
import type { Geocoder } from './geocoder.js';

const searchQuery = z.object({ q: z.string().trim().min(1).max(500) }).strict();
const reverseQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
  })
  .strict();

/**
 * GET /api/geocode/search?q=: `[{lat, lon, display_name}]` (at most one hit, Nominatim's shape).
 * GET /api/geocode/reverse?lat=&lon=: `{address: {road, house_number, city, ...}}` or `{}`.
 * For signed-in users only, each within a limit per hour: an open proxy would lend our name
 * to anyone, and the service behind it limits us in turn.
 */
export function geocodeRoutes(geocoder: Geocoder, limiter: RateLimiter): Router {
  const router = Router();
  const withinLimit = async (req: Request, res: Response, next: NextFunction) => {
    const { tenant, principal } = req.context;
    await enforceLimit(
      limiter,
      rateKey('geocode', tenant?.id, principal?.userId),
      limits.geocodingPerUser,
      res,
    );
    // the service is shared by every organisation: many users together stay within its policy
    await enforceLimit(limiter, rateKey('geocode-all'), limits.geocodingInAll, res);
    next();
  };
  router.get('/api/geocode/search', requireUser(), withinLimit, async (req, res) => {
    const { q } = parseBody(searchQuery, req.query);
    res.json(await geocoder.search(q, req.context.language));
  });
  router.get('/api/geocode/reverse', requireUser(), withinLimit, async (req, res) => {
    const { lat, lon } = parseBody(reverseQuery, req.query);
    const address = await geocoder.reverse(lat, lon, req.context.language);
    res.json(address ? { address } : {});
  });
  return router;
}
