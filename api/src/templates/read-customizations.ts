import { sql } from 'slonik';
import { z } from 'zod';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import { loadObjectDefinitions } from '../metadata/metadata-rows.js';
import { systemObjects } from '../migrations/system-objects.js';
import { systemViews } from '../migrations/system-views.js';

const appRow = z.object({
  name: z.string(),
  label: z.string().nullable(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
});
const roleRow = z.object({ name: z.string(), body: z.string().nullable(), app: z.string().nullable() });
const viewRow = z.object({
  name: z.string(),
  label: z.string().nullable(),
  kind: z.string(),
  objectname: z.string().nullable(),
  app: z.string().nullable(),
  body: z.string().nullable(),
});

export type CustomizationRows = {
  /** The organisation's own entities (not the platform's system entities). */
  entities: ObjectDefinition[];
  /** Active apps in menu order. */
  apps: readonly z.infer<typeof appRow>[];
  /** Active roles by name, each with its app's name. */
  roles: readonly z.infer<typeof roleRow>[];
  /** Shared views that are not the platform's own, each with its app's name. */
  views: readonly z.infer<typeof viewRow>[];
};

/** A view's identity as the tenant migrations and templates know it. */
export const viewKey = (view: { objectname?: unknown; kind?: unknown; name?: unknown }) =>
  `${String(view.objectname ?? '')}|${String(view.kind ?? '')}|${String(view.name ?? '')}`;

/**
 * What an organisation made of its own, as rows: what a template made from it
 * (template-from-tenant.ts) and a metadata export (read-tenant-snapshot.ts) both carry. Private
 * views are people's own and stay behind; the platform's own views come with the tenant
 * migrations of every organisation. Read on the caller's connection, so a transaction gives one
 * consistent snapshot. `viewOrder` keeps each caller's order: a template lists views by entity,
 * kind and name, an export in the order they were made (the first of duplicates wins there).
 */
export async function readCustomizationRows(
  db: Queryable,
  schema: string,
  viewOrder: 'by-name' | 'as-made',
): Promise<CustomizationRows> {
  const table = (name: string) => sql.identifier([schema, name]);
  const system = systemObjects();
  const entities = (await loadObjectDefinitions(db, schema)).filter((o) => !system.has(o.logicalName));
  const apps = await db.any(sql.type(appRow)`
    SELECT name, label, icon, description FROM ${table('inu_app')}
    WHERE statecode = 0 ORDER BY sortorder NULLS LAST, name`);
  const roles = await db.any(sql.type(roleRow)`
    SELECT r.name, r.body, a.name AS app FROM ${table('inu_role')} r
    LEFT JOIN ${table('inu_app')} a ON a.id = r.appid WHERE r.statecode = 0 ORDER BY r.name, r.createdon`);
  const order =
    viewOrder === 'by-name'
      ? sql.fragment`v.objectname NULLS FIRST, v.kind, v.name`
      : sql.fragment`v.createdon, v.id`;
  const views = await db.any(sql.type(viewRow)`
    SELECT v.name, v.label, v.kind, v.objectname, a.name AS app, v.body FROM ${table('inu_view')} v
    LEFT JOIN ${table('inu_app')} a ON a.id = v.appid
    WHERE v.statecode = 0 AND v.isprivate IS NOT TRUE AND v.name IS NOT NULL AND v.kind IS NOT NULL
    ORDER BY ${order}`);
  const platformViews = new Set(systemViews().map(viewKey));
  return { entities, apps, roles, views: views.filter((view) => !platformViews.has(viewKey(view))) };
}
