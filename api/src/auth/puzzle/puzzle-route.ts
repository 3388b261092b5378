import { Router } from 'express';
import type { DatabasePool } from '../../db/types.js';
import { enforceLimit } from '../../rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from '../../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../rate-limit/rate-limiter.js';
import { createPuzzle } from './puzzle.js';

/** GET /api/formpuzzle: a fresh sign-up puzzle {salt, hash, cookie, iv}. */
export function puzzleRoute(pool: DatabasePool, limiter: RateLimiter): Router {
  const router = Router();
  router.get('/api/formpuzzle', async (req, res) => {
    const requester = clientAddress(req.ip);
    await enforceLimit(limiter, rateKey('puzzle', requester), limits.puzzlesPerIp, res);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await createPuzzle(pool, requester));
  });
  return router;
}
