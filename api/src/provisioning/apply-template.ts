import { randomUUID } from 'node:crypto';
import type { ObjectDefinition } from '../contract/metadata.js';
import { normalizeRoleBody } from '../contract/roles.js';
import type { Queryable } from '../db/types.js';
import { createObject } from '../ddl/create-object.js';
import { systemObjects } from '../migrations/system-objects.js';
import { insertRows } from '../records/seed-rows.js';
import type { LoadedTemplate, TemplateRows } from '../templates/loaded-template.js';
import { advanceAutoNumbers } from './advance-auto-numbers.js';
import { freshSampleIds } from './fresh-sample-ids.js';

function systemObject(name: string): ObjectDefinition {
  const object = systemObjects().get(name);
  if (!object) throw new Error(`system object ${name} is missing`);
  return object;
}

export type AppliedTemplate = { adminRoleId: string };

/**
 * Writes a template into a freshly migrated tenant schema: entity tables and metadata, apps,
 * roles (an `admin` role always exists afterwards), views, seed rows and, when asked, sample
 * rows. Everything runs in the caller's transaction.
 */
export async function applyTemplate(
  db: Queryable,
  schema: string,
  template: LoadedTemplate,
  actorId: string,
  options: { sampleData: boolean },
): Promise<AppliedTemplate> {
  const objects = new Map(systemObjects());
  for (const entity of template.entities) {
    await createObject(db, schema, entity, actorId);
    objects.set(entity.logicalName, entity);
  }

  const appIds = new Map(template.apps.map((app) => [app.name, randomUUID()]));
  await insertRows(
    db,
    schema,
    systemObject('inu_app'),
    template.apps.map((app, index) => ({
      id: appIds.get(app.name),
      name: app.name,
      label: app.label,
      icon: app.icon ?? null,
      description: app.description ?? null,
      sortorder: index + 1,
    })),
    actorId,
  );

  const roles = template.roles.some((role) => role.name === 'admin')
    ? template.roles
    : [...template.roles, { name: 'admin', body: { permissions: {} } }];
  const roleIds = new Map(roles.map((role) => [role.name, randomUUID()]));
  await insertRows(
    db,
    schema,
    systemObject('inu_role'),
    roles.map((role) => ({
      id: roleIds.get(role.name),
      name: role.name,
      body: JSON.stringify(normalizeRoleBody(role.body)),
      appid: 'app' in role && role.app ? appIds.get(role.app) : null,
    })),
    actorId,
  );

  await insertRows(
    db,
    schema,
    systemObject('inu_view'),
    template.views.map((view) => ({
      name: view.name,
      label: view.label ?? view.name,
      kind: view.kind,
      objectname: view.objectname ?? null,
      appid: view.app ? appIds.get(view.app) : null,
      isprivate: view.isprivate ?? false,
      body: JSON.stringify(view.body),
    })),
    actorId,
  );

  const insertAll = async (sets: TemplateRows[]) => {
    for (const set of sets) {
      const object = objects.get(set.entity);
      if (!object) throw new Error(`${set.file}: unknown entity ${set.entity}`);
      await insertRows(db, schema, object, set.rows, actorId);
    }
  };
  await insertAll(template.seed);
  // fresh ids per organisation, references inside the sample kept (fresh-sample-ids.ts)
  if (options.sampleData) await insertAll(freshSampleIds(template.sample, objects));
  await advanceAutoNumbers(db, schema, objects);

  const adminRoleId = roleIds.get('admin');
  if (!adminRoleId) throw new Error('admin role missing');
  return { adminRoleId };
}
