import { sql } from 'slonik';
import { z } from 'zod';
import { allProperties } from '../contract/base-properties.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import { systemObjects } from '../migrations/system-objects.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';
import { readCustomizationRows } from './read-customizations.js';

/** A template folder as relative path -> JSON value, ready to be written (write-template-files.ts). */
export type TemplateFiles = Map<string, unknown>;

/** System tables whose rows are configuration a template carries as seed rows. */
const seedEntities = ['inu_autonumber', 'inu_nextrule'] as const;
/** Row fields a template leaves to the new organisation: stamps and owners of the old one. */
const droppedFields = new Set(['versionnumber', 'createdby', 'modifiedby', 'ownerid', 'modifiedon']);

const rowsOf = z.object({ row: z.record(z.string(), z.unknown()) });

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
  const system = systemObjects();
  const { entities, apps, roles, views } = await readCustomizationRows(db, schema, 'by-name');
  const files: TemplateFiles = new Map();
  files.set('template.json', {
    name: options.name,
    displayName: tenant.displayName,
    description: `Made from the organisation ${tenant.name} (template ${tenant.template}).`,
    version: 1,
  });
  for (const entity of entities) files.set(`entities/${entity.logicalName}.json`, entity);

  // a role or view of an app that is no longer active carries no app
  const appNames = new Set(apps.map((app) => app.name));
  const activeApp = (app: string | null) => (app && appNames.has(app) ? { app } : {});
  files.set(
    'apps.json',
    apps.map((app) => ({
      name: app.name,
      label: app.label ?? app.name,
      ...(app.icon ? { icon: app.icon } : {}),
      ...(app.description ? { description: app.description } : {}),
    })),
  );
  files.set(
    'roles.json',
    roles.map((role) => ({
      name: role.name,
      ...activeApp(role.app),
      body: role.body ? JSON.parse(role.body) : { permissions: {} },
    })),
  );
  const entityNames = new Set(entities.map((e) => e.logicalName));
  const viewFiles = new Map<string, unknown[]>();
  for (const view of views) {
    const file = view.objectname
      ? `views/${view.objectname}.json`
      : `views/${entityNames.has(view.kind) ? '_' : ''}${view.kind}.json`;
    const list = viewFiles.get(file) ?? [];
    list.push({
      name: view.name,
      ...(view.label && view.label !== view.name ? { label: view.label } : {}),
      kind: view.kind,
      ...(view.objectname ? { objectname: view.objectname } : {}),
      ...activeApp(view.app),
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
