import { sql } from 'slonik';
import { z } from 'zod';
import type { TemplateRole, TemplateView } from '../contract/template.js';
import type { Queryable } from '../db/types.js';
import { loadObjectDefinitions } from '../metadata/metadata-rows.js';
import { systemObjects } from '../migrations/system-objects.js';
import { migrationViewKeys, viewKey } from '../templates/template-from-tenant.js';
import { itemKeys, type MetadataSnapshot, normalizeSnapshot, type Translation } from './metadata-snapshot.js';

const appRow = z.object({
  id: z.string(),
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
const translationRow = z.object({ name: z.string(), lang: z.string(), text: z.string() });

const parseJson = (text: string | null): Record<string, unknown> => {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/**
 * What `strata metadata export` writes and what a plan compares a folder with: the
 * organisation's own entities, active apps, roles, shared views that are not the platform's
 * own, and translations (the first of duplicates of one name and language). Read on the
 * caller's connection, so a transaction gives one consistent snapshot.
 */
export async function readTenantSnapshot(db: Queryable, schema: string): Promise<MetadataSnapshot> {
  const table = (name: string) => sql.identifier([schema, name]);
  const system = systemObjects();
  const entities = (await loadObjectDefinitions(db, schema)).filter((o) => !system.has(o.logicalName));
  const apps = await db.any(sql.type(appRow)`
    SELECT id, name, label, icon, description FROM ${table('inu_app')}
    WHERE statecode = 0 ORDER BY sortorder NULLS LAST, name`);
  const roles = await db.any(sql.type(roleRow)`
    SELECT r.name, r.body, a.name AS app FROM ${table('inu_role')} r
    LEFT JOIN ${table('inu_app')} a ON a.id = r.appid WHERE r.statecode = 0 ORDER BY r.name, r.createdon`);
  const views = await db.any(sql.type(viewRow)`
    SELECT v.name, v.label, v.kind, v.objectname, a.name AS app, v.body FROM ${table('inu_view')} v
    LEFT JOIN ${table('inu_app')} a ON a.id = v.appid
    WHERE v.statecode = 0 AND v.isprivate IS NOT TRUE AND v.name IS NOT NULL AND v.kind IS NOT NULL
    ORDER BY v.createdon, v.id`);
  const translations = await db.any(sql.type(translationRow)`
    SELECT DISTINCT ON (lang, name) name, lang, text FROM ${table('inu_localize')}
    WHERE name IS NOT NULL AND lang IS NOT NULL AND text IS NOT NULL
    ORDER BY lang, name, createdon, id`);

  const platform = migrationViewKeys();
  const seen = new Set<string>();
  const ownViews: TemplateView[] = [];
  for (const view of views) {
    const key = itemKeys.view({
      kind: view.kind as TemplateView['kind'],
      objectname: view.objectname ?? undefined,
      name: view.name,
    });
    // the platform's own views come with the tenant migrations; a duplicate keeps the first
    if (platform.has(viewKey(view)) || seen.has(key)) continue;
    seen.add(key);
    ownViews.push({
      name: view.name,
      ...(view.label && view.label !== view.name ? { label: view.label } : {}),
      kind: view.kind as TemplateView['kind'],
      ...(view.objectname ? { objectname: view.objectname } : {}),
      ...(view.app ? { app: view.app } : {}),
      body: parseJson(view.body),
    });
  }
  const roleNames = new Set<string>();
  const ownRoles: TemplateRole[] = [];
  for (const role of roles) {
    if (roleNames.has(role.name)) continue;
    roleNames.add(role.name);
    const body = parseJson(role.body);
    ownRoles.push({
      name: role.name,
      ...(role.app ? { app: role.app } : {}),
      body: (Object.keys(body).length > 0 ? body : { permissions: {} }) as TemplateRole['body'],
    });
  }
  return normalizeSnapshot({
    entities,
    apps: apps.map((app) => ({
      name: app.name,
      label: app.label ?? app.name,
      ...(app.icon ? { icon: app.icon } : {}),
      ...(app.description ? { description: app.description } : {}),
    })),
    roles: ownRoles,
    views: ownViews,
    translations: translations as Translation[],
  });
}
