import { sql } from 'slonik';
import { z } from 'zod';
import { allProperties } from '../contract/base-properties.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import { loadObjectDefinitions } from '../metadata/metadata-rows.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import { loadTenantMigrations } from '../migrations/load-migration-files.js';
import { systemObjects } from '../migrations/system-objects.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';

/** A template folder as relative path -> JSON value, ready to be written (write-template-files.ts). */
export type TemplateFiles = Map<string, unknown>;

/** System tables whose rows are configuration a template carries as seed rows. */
const seedEntities = ['inu_autonumber', 'inu_nextrule'] as const;
/** Row fields a template leaves to the new organisation: stamps and owners of the old one. */
const droppedFields = new Set(['versionnumber', 'createdby', 'modifiedby', 'ownerid', 'modifiedon']);

const rowsOf = z.object({ row: z.record(z.string(), z.unknown()) });
const appRow = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string().nullable(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
});
const roleRow = z.object({ name: z.string(), body: z.string().nullable(), appid: z.string().nullable() });
const viewRow = z.object({
  name: z.string(),
  label: z.string().nullable(),
  kind: z.string(),
  objectname: z.string().nullable(),
  appid: z.string().nullable(),
  body: z.string().nullable(),
});

/**
 * An organisation's customisations in the template format: its own entities, apps, roles, shared
 * views (private views are people's own and stay behind), autonumber and What's Next rules as
 * seed rows, and with `withData` its records as sample rows (users stay behind: sample rows get
 * the new organisation's administrator as owner). Read in one snapshot by the caller's transaction.
 */
export async function templateFromTenant(
  db: Queryable,
  tenant: TenantRecord,
  options: { name: string; withData: boolean },
): Promise<TemplateFiles> {
  const schema = tenant.schemaName;
  const table = (name: string) => sql.identifier([schema, name]);
  const system = systemObjects();
  const entities = (await loadObjectDefinitions(db, schema)).filter((o) => !system.has(o.logicalName));
  const files: TemplateFiles = new Map();
  files.set('template.json', {
    name: options.name,
    displayName: tenant.displayName,
    description: `Made from the organisation ${tenant.name} (template ${tenant.template}).`,
    version: 1,
  });
  for (const entity of entities) files.set(`entities/${entity.logicalName}.json`, entity);

  const apps = await db.any(
    sql.type(appRow)`SELECT id, name, label, icon, description FROM ${table('inu_app')}
      WHERE statecode = 0 ORDER BY sortorder NULLS LAST, name`,
  );
  const appNames = new Map(apps.map((app) => [app.id, app.name]));
  files.set(
    'apps.json',
    apps.map((app) => ({
      name: app.name,
      label: app.label ?? app.name,
      ...(app.icon ? { icon: app.icon } : {}),
      ...(app.description ? { description: app.description } : {}),
    })),
  );
  const roles = await db.any(
    sql.type(roleRow)`SELECT name, body, appid FROM ${table('inu_role')} WHERE statecode = 0 ORDER BY name`,
  );
  files.set(
    'roles.json',
    roles.map((role) => ({
      name: role.name,
      ...(role.appid && appNames.has(role.appid) ? { app: appNames.get(role.appid) } : {}),
      body: role.body ? JSON.parse(role.body) : { permissions: {} },
    })),
  );
  const views = await db.any(
    sql.type(viewRow)`SELECT name, label, kind, objectname, appid, body FROM ${table('inu_view')}
      WHERE statecode = 0 AND isprivate IS NOT TRUE ORDER BY objectname NULLS FIRST, kind, name`,
  );
  const entityNames = new Set(entities.map((e) => e.logicalName));
  const viewFiles = new Map<string, unknown[]>();
  const platformViews = migrationViewKeys();
  for (const view of views) {
    // the platform's own views come with the tenant migrations of every new organisation
    if (platformViews.has(viewKey(view))) continue;
    const file = view.objectname
      ? `views/${view.objectname}.json`
      : `views/${entityNames.has(view.kind) ? '_' : ''}${view.kind}.json`;
    const list = viewFiles.get(file) ?? [];
    list.push({
      name: view.name,
      ...(view.label && view.label !== view.name ? { label: view.label } : {}),
      kind: view.kind,
      ...(view.objectname ? { objectname: view.objectname } : {}),
      ...(view.appid && appNames.has(view.appid) ? { app: appNames.get(view.appid) } : {}),
      body: view.body ? JSON.parse(view.body) : {},
    });
    viewFiles.set(file, list);
  }
  for (const [file, list] of [...viewFiles].sort(([a], [b]) => a.localeCompare(b))) files.set(file, list);

  let order = 1;
  for (const name of seedEntities) {
    const object = system.get(name);
    if (!object) continue;
    const rows = await templateRows(db, schema, object, { keepIds: false });
    if (name === 'inu_autonumber' && !options.withData) for (const row of rows) row.nextnumber = 1;
    if (rows.length > 0) files.set(`seed/${pad(order++)}_${name}.json`, { entity: name, rows });
  }
  if (options.withData) {
    order = 1;
    for (const entity of entities) {
      const rows = await templateRows(db, schema, entity, { keepIds: true });
      if (rows.length > 0)
        files.set(`sample/${pad(order++)}_${entity.logicalName}.json`, { entity: entity.logicalName, rows });
    }
  }
  return files;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An entity's rows as seed values: properties only, nulls left out, lookups as {id, name} when needed. */
async function templateRows(
  db: Queryable,
  schema: string,
  object: ObjectDefinition,
  options: { keepIds: boolean },
): Promise<Record<string, unknown>[]> {
  // link tables (type many) have no createdon: their rows go by id
  const order = object.type === 'many' ? sql.fragment`t.id` : sql.fragment`t.createdon, t.id`;
  const rows = await db.anyFirst(
    sql.type(rowsOf)`SELECT row_to_json(t) AS row FROM ${sql.identifier([schema, object.logicalName])} t
      ORDER BY ${order}`,
  );
  const properties = allProperties(object).filter(
    (p) => !droppedFields.has(p.logicalName) && (options.keepIds || p.logicalName !== 'id'),
  );
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const property of properties) {
      const value = row[property.logicalName];
      if (value === null || value === undefined) continue;
      const companion = lookupTargetColumn(property);
      out[property.logicalName] = companion ? { id: value, name: row[companion] } : value;
    }
    return out;
  });
}

/** A view's identity as the tenant migrations and templates know it. */
export const viewKey = (view: { objectname?: unknown; kind?: unknown; name?: unknown }) =>
  `${String(view.objectname ?? '')}|${String(view.kind ?? '')}|${String(view.name ?? '')}`;

/** The views the tenant migrations insert (forms and lists of system entities, ...). */
export function migrationViewKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of loadTenantMigrations()) {
    for (const step of file.migration.steps) {
      if (step.op === 'insertRows' && step.entity === 'inu_view')
        for (const row of step.rows) keys.add(viewKey(row));
    }
  }
  return keys;
}
