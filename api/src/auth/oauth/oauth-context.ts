import type { DatabasePool } from '../../db/types.js';
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
  /** The origin settings (tenant links) and the providers (provider-config.ts). */
  env: OAuthEnv;
};

/** What the start and callback handlers share. */
export type OAuthContext = { deps: OAuthRouteDependencies; clients: OidcClients };
