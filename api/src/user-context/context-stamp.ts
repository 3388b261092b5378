import { createHash } from 'node:crypto';
import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext, DataServices } from '../context/data-context.js';

/**
 * What a user context was built from, as one short hash: the user's role links and their
 * roles, the organisation's apps and home menus, and its metadata rows. A client sends back the
 * stamp of the context it holds; a different one means the user's roles, apps or the
 * organisation's metadata changed since, and the server answers needsRefresh (spec 000
 * section 3, "User context"). Counts and ids are part of it so deleted rows change it too.
 */
export async function contextStamp(services: DataServices, context: DataContext): Promise<string> {
  const schema = context.tenant.schemaName;
  const table = (name: string) => sql.identifier([schema, name]);
  const parts = await services.pool.one(sql.type(
    z.object({ roles: z.string().nullable(), apps: z.string().nullable(), meta: z.string().nullable() }),
  )`
    SELECT
      (SELECT string_agg(ur.id::text || ':' || r.id::text || ':' || r.versionnumber::text
                         || ':' || r.statecode::text, ',' ORDER BY ur.id)
         FROM ${table('inu_userroles')} ur JOIN ${table('inu_role')} r ON r.id = ur.roleid
        WHERE ur.systemuserid = ${context.userId}) AS roles,
      (SELECT count(*)::text || ':' || coalesce(max(modifiedon)::text, '') FROM ${table('inu_app')})
        || '|' ||
      (SELECT count(*)::text || ':' || coalesce(max(modifiedon)::text, '')
         FROM ${table('inu_view')} WHERE kind = 'home') AS apps,
      (SELECT count(*)::text || ':' || coalesce(sum(versionnumber)::text, '') || ':'
              || coalesce(max(modifiedon)::text, '') FROM ${table('inu_metadata')}) AS meta`);
  return createHash('sha256')
    .update(`${parts.roles ?? ''}\n${parts.apps ?? ''}\n${parts.meta ?? ''}`)
    .digest('hex')
    .slice(0, 24);
}
