import type { BlobStore } from '../../blobs/blob-store.js';
import type { DatabasePool } from '../../db/types.js';
import type { MicrosoftIdentity } from '../../integrations/microsoft/microsoft-identity.js';
import type { SsrfGuard } from '../../integrations/outbound/ssrf-guard.js';
import type { RateLimiter } from '../../rate-limit/rate-limiter.js';
import type { SessionStore } from '../../sessions/session-store.js';
import type { TenantCache } from '../../tenancy/tenant-cache.js';
import type { TenantRecord } from '../../tenancy/tenant-registry.js';
import type { OAuthEnv } from './oauth-env.js';
import type { OidcClients } from './oidc-clients.js';

export type OAuthRouteDependencies = {
  /** The main database: OAuth states, the registry, new organisations. */
  pool: DatabasePool;
  /** The pool of an organisation's cluster (its users and linked identities live there). */
  poolOf?: (tenant: TenantRecord) => Promise<DatabasePool>;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  tenants: TenantCache;
  /** where a new organisation's template files go (the crm logo) */
  blobs?: BlobStore;
  /** The origin settings (tenant links) and the providers (provider-config.ts). */
  env: OAuthEnv;
  /**
   * Microsoft 365 when configured: Microsoft sign-in then runs through msal-node and keeps the
   * user's Graph tokens (integrations/microsoft); otherwise Microsoft is a plain OIDC provider.
   */
  microsoft?: MicrosoftIdentity | null;
  /** The one SSRF guard of outgoing calls: providers' discovery, token and key requests. */
  guard?: SsrfGuard;
};

/**
 * The Graph scopes Microsoft sign-in asks for: those of the features the organisation enables
 * (inu_orgsettings.microsoftfeatures); a sign-up's new organisation (no tenant yet) gets the
 * installation's.
 */
export async function signInScopes(
  deps: OAuthRouteDependencies,
  microsoft: MicrosoftIdentity,
  tenant: TenantRecord | null,
): Promise<string[]> {
  if (!tenant) return microsoft.settings.scopes;
  const db = deps.poolOf ? await deps.poolOf(tenant) : deps.pool;
  return (await microsoft.organisation({ db, schema: tenant.schemaName })).scopes;
}

/** What the start and callback handlers share. */
export type OAuthContext = { deps: OAuthRouteDependencies; clients: OidcClients };
