import type { BlobStore } from '../../blobs/blob-store.js';
import { type ErrorCode, isErrorCode } from '../../contract/error-codes.js';
import type { DatabasePool } from '../../db/types.js';
import { AppError, isAppError } from '../../errors/app-error.js';
import { organizationExists } from '../../errors/common-errors.js';
import type { Logger } from '../../logging/logger.js';
import { rateKey } from '../../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../rate-limit/rate-limiter.js';
import { findTenantById, findTenantByName } from '../../tenancy/tenant-registry.js';
import { checkPuzzle, consumePuzzle } from '../puzzle/puzzle.js';
import { provisionSignup } from './provision-signup.js';
import type { SignupForm } from './signup-form.js';
import {
  claimFailureReport,
  deleteTrial,
  expireStaleTrials,
  hashTrialRequest,
  hasPendingTrial,
  insertPendingTrial,
  listTrialCandidates,
  markTrialDone,
  markTrialFailed,
  matchOwnTrial,
  type TrialRow,
} from './trial-store.js';

export type TrialDependencies = { pool: DatabasePool; rateLimiter: RateLimiter; blobs?: BlobStore };

/**
 * Who is asking: the client address (the requester), and for logs and messages the request;
 * `puzzle` the solved puzzle the form carries (cookie, iv, solved), needed to start a trial.
 */
export type TrialCaller = { requester: string; requestId: string; logger: Logger; puzzle: unknown };

export type TrialOutcome =
  | { state: 'wait' }
  | { state: 'done'; organization: string }
  | { state: 'limited'; retryAfterMs: number };

/** Rounds through the lookup when another request wins the name at the same moment. */
const maximumAttempts = 3;

/**
 * POST /api/trial, first post and polls alike (spec 000 section 4: WAIT means poll again).
 *
 * - The request's own trial (same requester, organisation, email and password): pending answers
 *   wait, done answers done, failed answers its coded error once.
 * - Otherwise a new trial: the organisation must not exist nor be under way for someone else
 *   (ERR_ORG_EXISTS), the address must have trials left today (only a start counts; polls never
 *   do), the form must carry a solved puzzle (issue 35: proof of work, as for sign-up; else 400
 *   ERR_PUZZLE_INVALID), and the pending row must win the unique index. The puzzle is checked
 *   before the costly argon2 hash and used up only by the request whose row won, so a client's
 *   double post or a burst of its polls, all carrying the same answer, starts one trial and
 *   none of them is refused. Only then does provisioning start, in the background, so it can
 *   take longer than any one request.
 */
export async function requestTrial(
  deps: TrialDependencies,
  form: SignupForm,
  caller: TrialCaller,
): Promise<TrialOutcome> {
  const { pool, rateLimiter } = deps;
  await expireStaleTrials(pool, form.organization);
  let requestHash: string | undefined;
  let lookedAgain = false;

  for (let attempt = 0; attempt < maximumAttempts; attempt++) {
    const candidates = await listTrialCandidates(pool, form.organization, caller.requester);
    if (candidates.length > 0) {
      const polls = await rateLimiter.hit(rateKey('trial-poll', caller.requester), limits.trialPollsPerIp);
      if (!polls.allowed) return { state: 'limited', retryAfterMs: polls.retryAfterMs };
    }
    const own = await matchOwnTrial(candidates, form, caller.requester);
    if (own?.status === 'pending') return { state: 'wait' };
    if (own?.status === 'done' && own.tenant_id && (await findTenantById(pool, own.tenant_id))) {
      return { state: 'done', organization: form.organization };
    }
    if (own?.status === 'failed' && (await claimFailureReport(pool, own.id))) {
      throw reportedFailure(own, form, caller);
    }

    // the name is taken by a tenant or by a trial under way. It may be this client's own,
    // started by a parallel poll after the candidates above were listed: look once more before
    // refusing, so a burst of polls never answers 409 to the very trial it started.
    const taken =
      (await findTenantByName(pool, form.organization)) !== null ||
      (await hasPendingTrial(pool, form.organization));
    if (taken && !lookedAgain) {
      lookedAgain = true;
      continue;
    }
    if (taken) throw organizationExists(form.organization);

    const key = rateKey('trial', caller.requester);
    const budget = await rateLimiter.peek(key, limits.trialsPerIp);
    if (!budget.allowed) return { state: 'limited', retryAfterMs: budget.retryAfterMs };

    if (requestHash === undefined) {
      try {
        await checkPuzzle(pool, caller.puzzle, caller.requester);
      } catch (error) {
        // a parallel post of this client may have started the trial, and used the answer up,
        // after this one listed the candidates and looked at the name: look once more, so a
        // burst of polls never answers ERR_PUZZLE_INVALID to the trial it started
        if (!lookedAgain) {
          lookedAgain = true;
          continue;
        }
        throw error;
      }
      requestHash = await hashTrialRequest(form, caller.requester);
    }
    const id = await insertPendingTrial(pool, form, caller.requester, requestHash);
    // another request, perhaps this client's own double post, won the name: look again
    if (id === null) continue;
    try {
      await consumePuzzle(pool, caller.puzzle, caller.requester);
    } catch (error) {
      // used up meanwhile by another start (not this one's own: that one lost the row)
      await deleteTrial(pool, id);
      throw error;
    }

    // counted only now that this request really starts one; a refusal takes the row back
    const decision = await rateLimiter.hit(key, limits.trialsPerIp);
    if (!decision.allowed) {
      await deleteTrial(pool, id);
      return { state: 'limited', retryAfterMs: decision.retryAfterMs };
    }
    startTrialProvisioning(deps, id, form, caller.logger);
    return { state: 'wait' };
  }
  throw organizationExists(form.organization);
}

function reportedFailure(row: TrialRow, form: SignupForm, caller: TrialCaller): AppError {
  const code: ErrorCode = isErrorCode(row.error_code) ? row.error_code : 'ERR_INTERNAL';
  if (code === 'ERR_INTERNAL') caller.logger.warn({ trialId: row.id }, 'reporting a failed trial');
  return new AppError(code, { name: form.organization, requestId: caller.requestId });
}

/**
 * Provisions in the background: the HTTP request that started it has long been answered. Every
 * outcome lands in the row, nothing escapes as an unhandled rejection; if even the row cannot be
 * written, the trial turns stale after 10 minutes and reports a failure then.
 */
function startTrialProvisioning(deps: TrialDependencies, id: string, form: SignupForm, logger: Logger): void {
  const { pool } = deps;
  const log = logger.child({ trialId: id, organization: form.organization });
  const run = async () => {
    let tenantId: string;
    try {
      tenantId = (await provisionSignup(pool, form, deps.blobs)).tenant.id;
    } catch (error) {
      const code: ErrorCode = isAppError(error) ? error.code : 'ERR_INTERNAL';
      if (code === 'ERR_INTERNAL') log.error({ err: error }, 'trial provisioning failed');
      else log.warn({ code }, 'trial provisioning refused');
      await markTrialFailed(pool, id, code);
      return;
    }
    await markTrialDone(pool, id, tenantId);
    log.info('trial organisation created');
  };
  run().catch((error: unknown) => log.error({ err: error }, 'cannot record the outcome of a trial'));
}
