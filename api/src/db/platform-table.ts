import { type IdentifierSqlToken, sql } from 'slonik';

/** The control-plane tables (migrations/platform), in one list so a misspelt name fails to compile. */
export const platformTables = [
  'app_errors',
  'clusters',
  'credentials',
  'email_changes',
  'handover_codes',
  'idempotency_keys',
  'identities',
  'magic_links',
  'microsoft_connect_states',
  'oauth_states',
  'puzzles',
  'rate_limit_points',
  // the platform migrator's own record of what it applied (migrations/platform-migrator.ts)
  'schema_migrations',
  'secrets',
  'sessions',
  'tenants',
  'trial_requests',
] as const;

export type PlatformTable = (typeof platformTables)[number];

/** The schema the platform's own tables live in, beside one schema per organisation. */
export const platformSchema = 'strata';

/** A platform table, schema-qualified as every name must be (ARCHITECTURE section 3). */
export function platformTable(name: PlatformTable): IdentifierSqlToken {
  return sql.identifier([platformSchema, name]);
}
