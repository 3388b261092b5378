import { type Request, Router } from 'express';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { OriginSettings } from '../../config/tenant-origin.js';
import { formBody, jsonBody } from '../../context/text-input.js';
import type { DatabasePool } from '../../db/types.js';
import { organizationExists } from '../../errors/common-errors.js';
import { silentLogger } from '../../logging/logger.js';
import { enforceLimit, refuseForNow } from '../../rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from '../../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../rate-limit/rate-limiter.js';
import { consumePuzzle } from '../puzzle/puzzle.js';
import { provisionSignup, signupSuccess } from './provision-signup.js';
import { parseSignupForm } from './signup-form.js';
import { requestTrial } from './trial-flow.js';
import { hasPendingTrial } from './trial-store.js';

export type SignupRouteDependencies = {
  pool: DatabasePool;
  rateLimiter: RateLimiter;
  env: OriginSettings;
  /** where a new organisation's template files go (the crm logo) */
  blobs?: BlobStore;
};

// The forms are small; the app's own parsers normally ran already, and then these do nothing.
const formParsers = [
  jsonBody({ limit: '16kb' }),
  formBody({ extended: false, limit: '16kb', parameterLimit: 20 }),
];

function puzzleFields(body: unknown): { cookie: unknown; iv: unknown; solved: unknown } {
  const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return { cookie: fields.cookie, iv: fields.iv, solved: fields.solved };
}

function callerOf(req: Request) {
  return {
    puzzle: puzzleFields(req.body),
    requester: clientAddress(req.ip),
    requestId: req.context?.requestId ?? '-',
    logger: req.context?.logger ?? silentLogger,
  };
}

/**
 * POST /api/signup and POST /api/trial (spec 000 section 7, issue 4): a new organisation from
 * the form's template (one of contract/trial-templates.ts; `crm` when it names none, as the
 * sign-up page does), its first administrator the person signing up. Mount it before the
 * tenancy middleware: the organisation in these forms is one that does not exist yet.
 */
export function signupRoutes(deps: SignupRouteDependencies): Router {
  const router = Router();

  // organization, person, username, password, and the solved puzzle: cookie, iv, solved
  router.post('/api/signup', ...formParsers, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const form = parseSignupForm(req.body);
    const requester = clientAddress(req.ip);
    await consumePuzzle(deps.pool, puzzleFields(req.body), requester);
    await enforceLimit(deps.rateLimiter, rateKey('signup', requester), limits.signupsPerIp, res);
    if (await hasPendingTrial(deps.pool, form.organization)) {
      throw organizationExists(form.organization);
    }
    const created = await provisionSignup(deps.pool, form, deps.blobs);
    res.json(signupSuccess(deps.env, created.tenant.name));
  });

  // person, username, password, organization, template, and the solved puzzle (cookie, iv,
  // solved) that starts it; the client re-posts the same body while WAIT
  router.post('/api/trial', ...formParsers, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const form = parseSignupForm(req.body);
    const outcome = await requestTrial(deps, form, callerOf(req));
    switch (outcome.state) {
      case 'wait':
        res.status(202).type('text/plain').send('WAIT');
        return;
      case 'done':
        res.json(signupSuccess(deps.env, outcome.organization));
        return;
      case 'limited':
        refuseForNow(res, outcome.retryAfterMs);
    }
  });

  return router;
}
