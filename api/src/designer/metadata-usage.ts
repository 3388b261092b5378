import { sql } from 'slonik';
import { z } from 'zod';
import type { ObjectDefinition } from '../contract/metadata.js';
import { normalizeRoleBody, roleBodySchema } from '../contract/roles.js';
import type { Queryable } from '../db/types.js';

/** One thing that still uses a field or object and so stops its deletion. */
export type Usage = {
  kind: 'view' | 'role' | 'lookup';
  /** the view's kind (form, view, chart, ...), the role's or the object's name */
  name: string;
  label?: string | null;
  id?: string;
  /** the referring object (a lookup's object, a view's objectname) */
  objectName?: string | null;
  property?: string;
};

const viewRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  label: z.string().nullable(),
  kind: z.string().nullable(),
  objectname: z.string().nullable(),
  body: z.string().nullable(),
});
export type StoredView = z.infer<typeof viewRow>;
const roleRow = z.object({ name: z.string().nullable(), body: z.string().nullable() });

/** The built-in Customize app's own menu (a home view without app): the designer keeps it. */
export const customizeMenuView = 'customize';

/** Keys under which view bodies name a field of their object. */
const fieldKeys = new Set(['name', 'attribute', 'field', 'aggregateField', 'propertyName', 'datefield']);
/** Keys under which view bodies name an object. */
const objectKeys = new Set(['name', 'objectName', 'objectname', 'entity', 'uniqueName']);

function parse(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** True when some object node in the JSON tree passes the test. */
function anyNode(value: unknown, test: (node: Record<string, unknown>) => boolean): boolean {
  if (Array.isArray(value)) return value.some((item) => anyNode(item, test));
  if (value === null || typeof value !== 'object') return false;
  const node = value as Record<string, unknown>;
  return test(node) || Object.values(node).some((child) => anyNode(child, test));
}

const namesValue = (node: Record<string, unknown>, keys: Set<string>, value: string) =>
  Object.entries(node).some(([key, v]) => keys.has(key) && v === value);

export async function loadViews(db: Queryable, schema: string): Promise<StoredView[]> {
  return [
    ...(await db.any(sql.type(viewRow)`
      SELECT id::text, name, label, kind, objectname, body FROM ${sql.identifier([schema, 'inu_view'])}`)),
  ];
}

/**
 * What uses a field (property given) or an object: views (forms, lists, charts, dashboards and
 * menus; for an object only those of other objects, its own go with it), roles other than
 * admin (whose rights are implied), and lookups or link tables of other objects. A field is
 * also used by a view of another object whose associated list or link names it.
 */
export async function findUsages(
  db: Queryable,
  schema: string,
  objects: ReadonlyMap<string, ObjectDefinition>,
  entity: string,
  property?: string,
): Promise<Usage[]> {
  const usages: Usage[] = [];
  for (const view of await loadViews(db, schema)) {
    const body = parse(view.body);
    const own = view.objectname === entity;
    const used = property
      ? anyNode(
          body,
          (node) =>
            (own && namesValue(node, fieldKeys, property)) ||
            ((node.objectName === entity || node.name === entity) &&
              (node.relationField === property || node.to === property || node.from === property)),
        )
      : !own &&
        !(view.kind === 'home' && view.name === customizeMenuView && view.objectname === null) &&
        anyNode(body, (node) => namesValue(node, objectKeys, entity));
    if (used) {
      usages.push({
        kind: 'view',
        name: view.kind ?? 'view',
        label: view.label ?? view.name,
        id: view.id,
        objectName: view.objectname,
      });
    }
  }
  const roles = await db.any(
    sql.type(roleRow)`SELECT name, body FROM ${sql.identifier([schema, 'inu_role'])}`,
  );
  for (const role of roles) {
    if (role.name === 'admin') continue;
    const parsed = roleBodySchema.safeParse(parse(role.body));
    if (!parsed.success) continue;
    const body = normalizeRoleBody(parsed.data);
    const used = property
      ? (body.owners ?? []).some((rule) => rule.objectName === entity && rule.fieldName === property)
      : (body.permissions[entity] ?? 0) > 0 || (body.owners ?? []).some((rule) => rule.objectName === entity);
    if (used) usages.push({ kind: 'role', name: role.name ?? '' });
  }
  for (const object of objects.values()) {
    if (!property && object.logicalName === entity) continue;
    for (const lookup of object.properties) {
      if (lookup.type !== 'Lookup' || !(lookup.targets ?? []).includes(entity)) continue;
      // a lookup's options pair (target attribute, source attribute): the target's field is used
      const pairs = lookup.options ?? [];
      const used = property ? pairs.some((name, index) => index % 2 === 0 && name === property) : true;
      if (used)
        usages.push({
          kind: 'lookup',
          name: object.logicalName,
          property: lookup.logicalName,
          objectName: object.logicalName,
        });
    }
  }
  return usages;
}
