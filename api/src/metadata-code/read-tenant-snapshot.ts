import { sql } from 'slonik';
import { z } from 'zod';
import type { TemplateRole, TemplateView } from '../contract/template.js';
import type { Queryable } from '../db/types.js';
import { readCustomizationRows } from '../templates/read-customizations.js';
import { itemKeys, type MetadataSnapshot, normalizeSnapshot, type Translation } from './metadata-snapshot.js';

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
  const { entities, apps, roles, views } = await readCustomizationRows(db, schema, 'as-made');
  const translations = await db.any(sql.type(translationRow)`
    SELECT DISTINCT ON (lang, name) name, lang, text FROM ${sql.identifier([schema, 'inu_localize'])}
    WHERE name IS NOT NULL AND lang IS NOT NULL AND text IS NOT NULL
    ORDER BY lang, name, createdon, id`);

  const seen = new Set<string>();
  const ownViews: TemplateView[] = [];
  for (const view of views) {
    const key = itemKeys.view({
      kind: view.kind as TemplateView['kind'],
      objectname: view.objectname ?? undefined,
      name: view.name,
    });
    // a duplicate keeps the first
    if (seen.has(key)) continue;
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
