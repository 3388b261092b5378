import { createHash } from 'node:crypto';

const schemaPattern = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The organisation's container: `{prefix}{schema with - for _}-{8 hex of its hash}`. Azure
 * allows 3 to 63 lower-case letters, digits and single hyphens; the hash keeps schemas that
 * differ only in underscores (a_b, a__b) in different containers, and the name stays readable
 * in the portal.
 */
export function containerNameFor(prefix: string, tenantSchema: string): string {
  if (!schemaPattern.test(tenantSchema)) throw new Error(`not a tenant schema name: ${tenantSchema}`);
  const hash = createHash('sha256').update(tenantSchema).digest('hex').slice(0, 8);
  const readable = tenantSchema.replace(/_+/g, '-').replace(/^-+|-+$/g, '');
  const room = 63 - prefix.length - hash.length - 1;
  const head = readable.slice(0, room).replace(/-+$/, '');
  return `${prefix}${head === '' ? 'org' : head}-${hash}`;
}
