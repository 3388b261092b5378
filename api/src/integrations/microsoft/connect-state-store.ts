import { randomBytes } from 'node:crypto';
import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../../db/platform-table.js';
import type { DatabasePool } from '../../db/types.js';
import { oauthFailed } from '../../errors/common-errors.js';
import { hashSecret } from '../../passwords/random-secret.js';

/** Consent must come back within this time. */
const lifetimeSeconds = 10 * 60;

export type PendingConnect = { tenantId: string; userId: string; codeVerifier: string; returnPath: string };

/** Records a started "Connect Microsoft 365" and returns its state value (only its hash is kept). */
export async function createConnectState(pool: DatabasePool, pending: PendingConnect): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  const states = platformTable('microsoft_connect_states');
  await pool.query(sql.unsafe`
    DELETE FROM ${states} WHERE state_hash IN (SELECT state_hash FROM ${states} WHERE expires_at < now() LIMIT 100)`);
  await pool.query(sql.unsafe`
    INSERT INTO ${states} (state_hash, tenant_id, user_id, code_verifier, return_path, expires_at)
    VALUES (${sql.binary(hashSecret(state))}, ${pending.tenantId}, ${pending.userId}, ${pending.codeVerifier},
            ${pending.returnPath}, now() + ${sql.interval({ seconds: lifetimeSeconds })})`);
  return state;
}

const row = z.object({
  tenant_id: z.string(),
  user_id: z.string(),
  code_verifier: z.string(),
  return_path: z.string(),
  live: z.boolean(),
});

/** Uses up the flow a callback's state names (single use); unknown or expired: ERR_OAUTH_FAILED. */
export async function consumeConnectState(
  pool: DatabasePool,
  state: string | undefined,
): Promise<PendingConnect> {
  if (!state || state.length > 200) throw oauthFailed();
  const found = await pool.maybeOne(sql.type(row)`
    DELETE FROM ${platformTable('microsoft_connect_states')} WHERE state_hash = ${sql.binary(hashSecret(state))}
    RETURNING tenant_id, user_id, code_verifier, return_path, expires_at > now() AS live`);
  if (!found?.live) throw oauthFailed();
  return {
    tenantId: found.tenant_id,
    userId: found.user_id,
    codeVerifier: found.code_verifier,
    returnPath: found.return_path,
  };
}
