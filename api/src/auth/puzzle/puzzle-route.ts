import { Router } from 'express';
import type { DatabasePool } from '../../db/types.js';
import { refuse } from '../../rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from '../../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../rate-limit/rate-limiter.js';
import { createPuzzle } from './puzzle.js';
import { puzzleBits } from './puzzle-difficulty.js';

/**
 * GET /api/formpuzzle: a fresh sign-up or trial puzzle {salt, hash, cookie, iv, bits}. Its
 * difficulty rises with the puzzles this address and all addresses asked for lately.
 */
export function puzzleRoute(
  pool: DatabasePool,
  limiter: RateLimiter,
  options: { minBits?: number } = {},
): Router {
  const router = Router();
  router.get('/api/formpuzzle', async (req, res) => {
    const requester = clientAddress(req.ip);
    const own = await limiter.hit(rateKey('puzzle', requester), limits.puzzlesPerIp);
    if (!own.allowed) refuse(res, own);
    const everyone = await limiter.hit(rateKey('puzzle-all'), limits.puzzlesInAll);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await createPuzzle(pool, requester, puzzleBits(own.count, everyone.count, options.minBits)));
  });
  return router;
}
