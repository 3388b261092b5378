import { sql } from 'slonik';
import { z } from 'zod';
import { findPgError } from '../../db/database-errors.js';
import { platformTable } from '../../db/platform-table.js';
import type { DatabasePool } from '../../db/types.js';
import { hashPassword, verifyPassword } from '../../passwords/password-hash.js';
import type { SignupForm } from './signup-form.js';

/**
 * strata.trial_requests (migrations 0002 and 0004): one row per trial provisioning. All the
 * state of a trial lives here, never in process memory, so any API process can answer a poll.
 */

/** A pending row older than this belongs to a process that died: it counts as failed. */
export const trialStaleAfterMs = 10 * 60_000;

/** The code a trial abandoned by a crashed process reports. */
export const staleTrialCode = 'ERR_INTERNAL';

const trials = platformTable('trial_requests');
const pendingOrgKey = 'trial_requests_pending_org_key';

const trialRow = z.object({
  id: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  error_code: z.string().nullable(),
  request_hash: z.string().nullable(),
  tenant_id: z.string().nullable(),
});
export type TrialRow = z.infer<typeof trialRow>;

/**
 * What a poll must repeat to see a request: the requester, the organisation, the email and the
 * password. Stored only as an argon2id hash (salted, slow), so the table never holds a password
 * and a leaked row is as hard to crack as a credential.
 */
function requestIdentity(form: SignupForm, requester: string): string {
  return JSON.stringify([requester, form.organization, form.email, form.password]);
}

export function hashTrialRequest(form: SignupForm, requester: string): Promise<string> {
  return hashPassword(requestIdentity(form, requester));
}

/** Marks this organisation's pending rows older than the limit as failed (a crashed process). */
export async function expireStaleTrials(pool: DatabasePool, organization: string): Promise<void> {
  await pool.query(sql.unsafe`
    UPDATE ${trials} SET status = 'failed', error_code = ${staleTrialCode}, finished_at = now()
    WHERE lower(organization) = ${organization} AND status = 'pending'
      AND created_at < now() - ${sql.interval({ seconds: trialStaleAfterMs / 1000 })}`);
}

/**
 * The requester's rows for the organisation that are still of interest: pending, done, or
 * failed and not yet reported. Rows of other requesters are never even compared.
 */
export async function listTrialCandidates(
  pool: DatabasePool,
  organization: string,
  requester: string,
): Promise<readonly TrialRow[]> {
  return pool.any(sql.type(trialRow)`
    SELECT id, status, error_code, request_hash, tenant_id FROM ${trials}
    WHERE lower(organization) = ${organization} AND requester = ${requester}
      AND (status IN ('pending', 'done') OR (status = 'failed' AND reported_at IS NULL))
    ORDER BY created_at DESC
    LIMIT 5`);
}

/** This request's own trial among the candidates: the newest whose hash the request matches. */
export async function matchOwnTrial(
  candidates: readonly TrialRow[],
  form: SignupForm,
  requester: string,
): Promise<TrialRow | null> {
  const identity = requestIdentity(form, requester);
  for (const row of candidates) {
    if (row.request_hash && (await verifyPassword(row.request_hash, identity))) return row;
  }
  return null;
}

/** Whether anyone's provisioning of this organisation is under way. */
export async function hasPendingTrial(pool: DatabasePool, organization: string): Promise<boolean> {
  return pool.exists(sql.unsafe`
    SELECT 1 FROM ${trials}
    WHERE lower(organization) = ${organization} AND status = 'pending'
      AND created_at >= now() - ${sql.interval({ seconds: trialStaleAfterMs / 1000 })}`);
}

/**
 * Records a new pending trial. The partial unique index on pending rows lets only one request
 * per organisation name win, whichever process it reaches; the loser gets null.
 */
export async function insertPendingTrial(
  pool: DatabasePool,
  form: SignupForm,
  requester: string,
  requestHash: string,
): Promise<string | null> {
  try {
    const id = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
      INSERT INTO ${trials} (organization, requester, request_hash)
      VALUES (${form.organization}, ${requester}, ${requestHash})
      RETURNING id`);
    return id;
  } catch (error) {
    const pgError = findPgError(error);
    if (pgError?.code === '23505' && pgError.constraint === pendingOrgKey) return null;
    throw error;
  }
}

/** Takes back a trial that never started (refused by the rate limit). */
export async function deleteTrial(pool: DatabasePool, id: string): Promise<void> {
  await pool.query(sql.unsafe`DELETE FROM ${trials} WHERE id = ${id}`);
}

/** Provisioning finished. Also over a row already given up as stale: the tenant does exist. */
export async function markTrialDone(pool: DatabasePool, id: string, tenantId: string): Promise<void> {
  await pool.query(sql.unsafe`
    UPDATE ${trials} SET status = 'done', tenant_id = ${tenantId}, error_code = NULL, finished_at = now()
    WHERE id = ${id}`);
}

export async function markTrialFailed(pool: DatabasePool, id: string, code: string): Promise<void> {
  await pool.query(sql.unsafe`
    UPDATE ${trials} SET status = 'failed', error_code = ${code}, finished_at = now()
    WHERE id = ${id} AND status = 'pending'`);
}

/** Claims the one report of a failure; false when another poll reported it already. */
export async function claimFailureReport(pool: DatabasePool, id: string): Promise<boolean> {
  const claimed = await pool.maybeOne(sql.type(z.object({ id: z.string() }))`
    UPDATE ${trials} SET reported_at = now()
    WHERE id = ${id} AND status = 'failed' AND reported_at IS NULL
    RETURNING id`);
  return claimed !== null;
}
