import { sql } from 'slonik';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { HomeItem } from '../contract/views.js';
import type { DdlStatement } from '../ddl/ddl-plan.js';
import { customizeMenuView } from './metadata-usage.js';

/** Types a generated list shows as columns (long text, files and JSON make poor columns). */
const columnTypes = new Set([
  'String',
  'Integer',
  'Decimal',
  'Float',
  'Money',
  'DateTime',
  'Boolean',
  'Lookup',
]);

export function defaultFormBody(object: ObjectDefinition) {
  return {
    name: 'main',
    panel: {
      name: 'root',
      type: 'Fields',
      fields: [
        { name: 'name' },
        ...object.properties.map((property) => ({ name: property.logicalName })),
        { name: '-', type: 'Separator' },
        { name: 'ownerid' },
      ],
    },
  };
}

export function defaultListBody(object: ObjectDefinition) {
  const shown = object.properties
    .filter((p) => columnTypes.has(p.type) && !p.flags.includes('MultiLine') && !p.flags.includes('Json'))
    .slice(0, 6)
    .map((p) => p.logicalName);
  const attributes = ['name', ...shown, 'modifiedon'];
  return {
    query: {
      entity: {
        name: object.logicalName,
        attributes: attributes.map((attribute) => ({ attribute })),
        orders: [{ attribute: 'name', descending: false }],
        filter: { type: 'and', conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] },
      },
    },
    columns: attributes.map((attribute) => ({ attribute, width: attribute === 'name' ? 240 : 150 })),
    quickFilters: [{ name: 'search', propertyName: 'name', label: 'Search', type: 'text', minimumLength: 2 }],
  };
}

function insertView(
  schema: string,
  actorId: string | null,
  view: { name: string; label: string; kind: string; objectname: string | null; body: unknown },
): DdlStatement {
  return {
    description: `Create ${view.kind} view "${view.label}"`,
    sql: sql.unsafe`INSERT INTO ${sql.identifier([schema, 'inu_view'])}
      (name, label, kind, objectname, isprivate, body, createdby, modifiedby, ownerid)
      VALUES (${view.name}, ${view.label}, ${view.kind}, ${view.objectname}, false,
              ${JSON.stringify(view.body)}, ${actorId}, ${actorId}, ${actorId})`,
  };
}

const menuWhere = sql.fragment`kind = 'home' AND name = ${customizeMenuView} AND appid IS NULL AND objectname IS NULL`;

/** The Customize app's own menu entries for created entities live in one home view without app. */
function ensureMenuView(schema: string, actorId: string | null): DdlStatement {
  const table = sql.identifier([schema, 'inu_view']);
  return {
    description: 'Make sure the Customize menu view exists',
    sql: sql.unsafe`INSERT INTO ${table} (name, label, kind, objectname, isprivate, body, createdby, modifiedby, ownerid)
      SELECT ${customizeMenuView}, 'Customize', 'home', NULL, false, '{"items":[]}', ${actorId}, ${actorId}, ${actorId}
      WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE ${menuWhere})`,
  };
}

/**
 * What a new entity gets besides its table (spec: a default form, a default list view and an
 * entry in the Customize menu). The admin role needs no row: it holds organisation-level rights
 * on every entity by its name (permissions/effective-permissions.ts).
 */
export function entityDefaultStatements(
  schema: string,
  object: ObjectDefinition,
  actorId: string | null,
): DdlStatement[] {
  if (object.type === 'many') return [];
  return [
    insertView(schema, actorId, {
      name: 'main',
      label: `${object.displayName} Form`,
      kind: 'form',
      objectname: object.logicalName,
      body: defaultFormBody(object),
    }),
    insertView(schema, actorId, {
      name: 'active',
      label: `Active ${object.displayNamePlural}`,
      kind: 'view',
      objectname: object.logicalName,
      body: defaultListBody(object),
    }),
    ...menuEntryStatements(schema, object, actorId),
  ];
}

/** The entity's entry in the Customize menu (a new entity, or one restored from its archive). */
export function menuEntryStatements(
  schema: string,
  object: ObjectDefinition,
  actorId: string | null,
): DdlStatement[] {
  const item: HomeItem = { kind: 'entity', name: object.logicalName, label: object.displayNamePlural };
  return [
    ensureMenuView(schema, actorId),
    {
      description: `Add "${object.displayNamePlural}" to the Customize menu`,
      sql: sql.unsafe`UPDATE ${sql.identifier([schema, 'inu_view'])}
        SET body = jsonb_set(body::jsonb, '{items}', COALESCE(body::jsonb -> 'items', '[]'::jsonb) || ${sql.jsonb([item])})::text,
            versionnumber = versionnumber + 1, modifiedon = now()
        WHERE ${menuWhere}`,
    },
  ];
}

/** An entity deleted: its own views go (kept in the archive record) and its menu entry. */
export function entityRemovalStatements(schema: string, entity: string): DdlStatement[] {
  const table = sql.identifier([schema, 'inu_view']);
  return [
    {
      description: `Delete the views of "${entity}"`,
      sql: sql.unsafe`DELETE FROM ${table} WHERE objectname = ${entity}`,
    },
    {
      description: `Remove "${entity}" from the Customize menu`,
      sql: sql.unsafe`UPDATE ${table}
        SET body = jsonb_set(body::jsonb, '{items}', COALESCE((SELECT jsonb_agg(item) FROM jsonb_array_elements(body::jsonb -> 'items') item
                   WHERE item ->> 'name' IS DISTINCT FROM ${entity}), '[]'::jsonb))::text,
            versionnumber = versionnumber + 1, modifiedon = now()
        WHERE ${menuWhere}`,
    },
  ];
}
