import { Router } from 'express';
import { z } from 'zod';
import { requireUser } from '../../auth/authenticate.js';
import { parseBody } from '../../records/request-body.js';
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
 * For signed-in users only: an open proxy would lend our name to anyone.
 */
export function geocodeRoutes(geocoder: Geocoder): Router {
  const router = Router();
  router.get('/api/geocode/search', requireUser(), async (req, res, next) => {
    try {
      const { q } = parseBody(searchQuery, req.query);
      res.json(await geocoder.search(q, req.context.language));
    } catch (error) {
      next(error);
    }
  });
  router.get('/api/geocode/reverse', requireUser(), async (req, res, next) => {
    try {
      const { lat, lon } = parseBody(reverseQuery, req.query);
      const address = await geocoder.reverse(lat, lon, req.context.language);
      res.json(address ? { address } : {});
    } catch (error) {
      next(error);
    }
  });
  return router;
}
