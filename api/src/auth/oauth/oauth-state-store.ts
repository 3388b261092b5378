import * as client from 'openid-client';
import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../../db/platform-table.js';
import type { DatabasePool } from '../../db/types.js';
import { oauthFailed } from '../../errors/common-errors.js';
import { hashSecret } from '../../passwords/random-secret.js';
import type { ProviderName } from './provider-config.js';

/** A started flow must come back within this time. */
export const stateLifetimeMs = 10 * 60_000;

export type OAuthFlow = 'signin' | 'signup';

export type PendingFlow = {
  provider: ProviderName;
  flow: OAuthFlow;
  organization: string;
  /** The organisation signed in to; null for a sign-up (it does not exist yet). */
  tenantId: string | null;
  nonce: string;
  codeVerifier: string;
  redirectUrl: string;
  /** The hash of the starting browser's hand-over nonce, when it sent one. */
  handoverNonceHash: Buffer | null;
};

/**
 * Records a started flow in strata.oauth_states and returns the values for the authorization
 * request: the state (only its hash is stored), the nonce and the PKCE verifier, all fresh
 * random values. Expired rows are swept on the way.
 */
export async function createOAuthState(
  pool: DatabasePool,
  input: Omit<PendingFlow, 'nonce' | 'codeVerifier' | 'handoverNonceHash'> & {
    browserSecret: string;
    handoverNonce: string | null;
  },
): Promise<{ state: string; nonce: string; codeVerifier: string }> {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await pool.query(sql.unsafe`
    DELETE FROM ${platformTable('oauth_states')} WHERE state_hash IN (
      SELECT state_hash FROM ${platformTable('oauth_states')} WHERE expires_at < now() LIMIT 100)`);
  await pool.query(sql.unsafe`
    INSERT INTO ${platformTable('oauth_states')}
      (state_hash, browser_hash, provider, flow, organization, tenant_id, nonce, code_verifier, redirect_url,
       handover_nonce_hash, expires_at)
    VALUES (${sql.binary(hashSecret(state))}, ${sql.binary(hashSecret(input.browserSecret))}, ${input.provider},
            ${input.flow}, ${input.organization}, ${input.tenantId}, ${nonce}, ${codeVerifier},
            ${input.redirectUrl}, ${input.handoverNonce ? sql.binary(hashSecret(input.handoverNonce)) : null},
            now() + ${sql.interval({ seconds: stateLifetimeMs / 1000 })})`);
  return { state, nonce, codeVerifier };
}

const stateRow = z.object({
  provider: z.string(),
  flow: z.enum(['signin', 'signup']),
  organization: z.string(),
  tenant_id: z.string().nullable(),
  nonce: z.string(),
  code_verifier: z.string(),
  redirect_url: z.string(),
  handover_nonce_hash: z.string().nullable(),
  live: z.boolean(),
  same_browser: z.boolean(),
});

/**
 * Uses up the flow a callback's state names: the row is deleted whatever happens next, so a
 * state works once. It must exist, be unexpired, belong to this provider and to the browser
 * that started it (the binding cookie); otherwise ERR_OAUTH_FAILED.
 */
export async function consumeOAuthState(
  pool: DatabasePool,
  state: string | undefined,
  provider: ProviderName,
  browserSecret: string | undefined,
): Promise<PendingFlow> {
  if (!state || state.length > 200 || !browserSecret) throw oauthFailed();
  const row = await pool.maybeOne(sql.type(stateRow)`
    DELETE FROM ${platformTable('oauth_states')} WHERE state_hash = ${sql.binary(hashSecret(state))}
    RETURNING provider, flow, organization, tenant_id, nonce, code_verifier, redirect_url,
              encode(handover_nonce_hash, 'hex') AS handover_nonce_hash,
              expires_at > now() AS live, browser_hash = ${sql.binary(hashSecret(browserSecret))} AS same_browser`);
  if (!row?.live || !row.same_browser || row.provider !== provider) throw oauthFailed();
  return {
    provider,
    flow: row.flow,
    organization: row.organization,
    tenantId: row.tenant_id,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    redirectUrl: row.redirect_url,
    handoverNonceHash: row.handover_nonce_hash ? Buffer.from(row.handover_nonce_hash, 'hex') : null,
  };
}
