const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The platform's own schema: tenant registry, sessions, tokens, identities, puzzles. */
export { platformSchema } from '../db/platform-table.js';

/**
 * The one place a tenant's schema name is made: from its id, never from user text.
 * 'tenant_' + 32 hex digits is a valid unquoted identifier of 39 characters.
 */
export function schemaNameForTenant(tenantId: string): string {
  const id = tenantId.toLowerCase();
  if (!uuidPattern.test(id)) throw new Error(`Not a tenant id: ${tenantId.slice(0, 40)}`);
  return `tenant_${id.replaceAll('-', '')}`;
}

export function isTenantSchemaName(name: string): boolean {
  return /^tenant_[0-9a-f]{32}$/.test(name);
}
