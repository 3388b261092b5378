import { baseColumnNames } from '../contract/logical-name.js';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import type { TemplateApp, TemplateRole, TemplateView } from '../contract/template.js';
import {
  canonicalApp,
  canonicalEntity,
  canonicalRole,
  canonicalView,
  itemKeys,
  type MetadataSnapshot,
  sameJson,
  type Translation,
} from './metadata-snapshot.js';

export type ChangeArea = 'entity' | 'field' | 'app' | 'role' | 'view' | 'translation';
export type ChangeAction = 'create' | 'update' | 'delete';

/**
 * One difference between a current and a desired snapshot. `key` names the item (`account`,
 * `account.revenue`, `form/account/main`, `sk/app.sales`); `changes` lists what differs in an
 * update (`type: String -> Integer`, `label`). Every delete is destructive: it removes data
 * (records of an entity, values of a field), assignments of a role, or work nobody may have
 * saved elsewhere, so applying it needs an explicit yes.
 */
export type MetadataChange = {
  area: ChangeArea;
  action: ChangeAction;
  key: string;
  destructive: boolean;
  changes?: string[];
};

/** A change together with the items it goes from and to (what the planner needs). */
export type DiffItem =
  | (MetadataChange & { area: 'entity'; from?: ObjectDefinition; to?: ObjectDefinition })
  | (MetadataChange & {
      area: 'field';
      entity: string;
      /** the entity as the folder defines it: the row written after its field changes */
      desired: ObjectDefinition;
      from?: PropertyDefinition;
      to?: PropertyDefinition;
    })
  | (MetadataChange & { area: 'app'; from?: TemplateApp; to?: TemplateApp; sortorder: number })
  | (MetadataChange & { area: 'role'; from?: TemplateRole; to?: TemplateRole })
  | (MetadataChange & { area: 'view'; from?: TemplateView; to?: TemplateView })
  | (MetadataChange & { area: 'translation'; from?: Translation; to?: Translation });

/** Top-level keys whose values differ (`body`, `label`), for an update's summary. */
function changedKeys(from: Record<string, unknown>, to: Record<string, unknown>): string[] {
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys.filter((key) => !sameJson(from[key], to[key]));
}

function propertyChanges(from: PropertyDefinition, to: PropertyDefinition): string[] {
  return changedKeys(from as Record<string, unknown>, to as Record<string, unknown>).map((key) =>
    key === 'type' ? `type: ${from.type} -> ${to.type}` : key,
  );
}

/** Pairs current and desired items by key: creates, updates (with what differs) and deletes. */
function pair<T>(
  current: T[],
  desired: T[],
  key: (item: T) => string,
  canonical: (item: T) => unknown,
): { key: string; from?: T; to?: T; changes?: string[] }[] {
  const before = new Map(current.map((item) => [key(item), item]));
  const after = new Map(desired.map((item) => [key(item), item]));
  const out: { key: string; from?: T; to?: T; changes?: string[] }[] = [];
  for (const [name, to] of after) {
    const from = before.get(name);
    if (!from) out.push({ key: name, to });
    else if (!sameJson(canonical(from), canonical(to)))
      out.push({
        key: name,
        from,
        to,
        changes: changedKeys(
          canonical(from) as Record<string, unknown>,
          canonical(to) as Record<string, unknown>,
        ),
      });
  }
  for (const [name, from] of before) if (!after.has(name)) out.push({ key: name, from });
  return out;
}

const actionOf = (item: { from?: unknown; to?: unknown }): ChangeAction =>
  item.from === undefined ? 'create' : item.to === undefined ? 'delete' : 'update';

function entityChanges(current: MetadataSnapshot, desired: MetadataSnapshot): DiffItem[] {
  const out: DiffItem[] = [];
  for (const item of pair(current.entities, desired.entities, itemKeys.entity, canonicalEntity)) {
    const action = actionOf(item);
    if (action !== 'update' || !item.from || !item.to) {
      out.push({
        area: 'entity',
        action,
        key: item.key,
        destructive: action === 'delete',
        from: item.from,
        to: item.to,
      });
      continue;
    }
    const { from, to } = item;
    const labels = (changes: string[]) => changes.filter((change) => change !== 'properties');
    const entityLevel = labels(item.changes ?? []);
    const order = (object: ObjectDefinition) => object.properties.map((p) => p.logicalName).join(',');
    const fields = pair(
      from.properties,
      to.properties,
      (p) => p.logicalName,
      (p) => p,
    );
    if (entityLevel.length > 0 || (fields.length === 0 && order(from) !== order(to))) {
      out.push({
        area: 'entity',
        action: 'update',
        key: item.key,
        destructive: false,
        changes: entityLevel.length > 0 ? entityLevel : ['property order'],
        from,
        to,
      });
    }
    for (const field of fields) {
      const fieldAction = actionOf(field);
      const isBase = (baseColumnNames as readonly string[]).includes(field.key);
      out.push({
        area: 'field',
        action: fieldAction,
        key: `${item.key}.${field.key}`,
        entity: item.key,
        desired: to,
        // a base column's override only relabels it: removing the override loses nothing
        destructive: fieldAction === 'delete' && !isBase,
        ...(field.from && field.to ? { changes: propertyChanges(field.from, field.to) } : {}),
        from: field.from,
        to: field.to,
      });
    }
  }
  return out;
}

/**
 * What applying `desired` over `current` changes, in the order a plan runs it: apps first (roles
 * and views name them), entities and fields, roles, views, translations; views of an entity that
 * goes are not listed on their own (they go with it).
 */
export function diffMetadata(current: MetadataSnapshot, desired: MetadataSnapshot): DiffItem[] {
  const appOrder = new Map(desired.apps.map((app, index) => [app.name, index + 1]));
  const currentOrder = new Map(current.apps.map((app, index) => [app.name, index + 1]));
  const apps: DiffItem[] = pair(current.apps, desired.apps, itemKeys.app, canonicalApp).map((item) => ({
    area: 'app',
    action: actionOf(item),
    key: item.key,
    destructive: item.to === undefined,
    ...(item.changes ? { changes: item.changes } : {}),
    from: item.from,
    to: item.to,
    sortorder: appOrder.get(item.key) ?? 0,
  }));
  // a moved app is an update of its place in the menu
  for (const app of desired.apps) {
    const before = currentOrder.get(app.name);
    if (before === undefined || before === appOrder.get(app.name) || apps.some((a) => a.key === app.name))
      continue;
    apps.push({
      area: 'app',
      action: 'update',
      key: app.name,
      destructive: false,
      changes: ['order'],
      from: app,
      to: app,
      sortorder: appOrder.get(app.name) ?? 0,
    });
  }
  const simple = <T>(
    area: 'role' | 'view' | 'translation',
    items: { key: string; from?: T; to?: T; changes?: string[] }[],
  ) =>
    items.map(
      (item) =>
        ({
          area,
          action: actionOf(item),
          key: item.key,
          destructive: item.to === undefined,
          ...(item.changes ? { changes: item.changes } : {}),
          from: item.from,
          to: item.to,
        }) as DiffItem,
    );
  const entities = entityChanges(current, desired);
  const goneEntities = new Set(
    entities.filter((e) => e.area === 'entity' && e.action === 'delete').map((e) => e.key),
  );
  const views = simple('view', pair(current.views, desired.views, itemKeys.view, canonicalView)).filter(
    (item) => !(item.action === 'delete' && goneEntities.has((item.from as TemplateView).objectname ?? '')),
  );
  return [
    ...apps,
    ...entities,
    // every organisation keeps its admin role (provisioning makes one; access depends on it)
    ...simple('role', pair(current.roles, desired.roles, itemKeys.role, canonicalRole)).filter(
      (item) => !(item.action === 'delete' && item.key === 'admin'),
    ),
    ...views,
    ...simple(
      'translation',
      pair(current.translations, desired.translations, itemKeys.translation, (t) => t),
    ),
  ];
}

/** A diff item as shown (without the items themselves). */
export function showChange(item: MetadataChange): MetadataChange {
  return {
    area: item.area,
    action: item.action,
    key: item.key,
    destructive: item.destructive,
    ...(item.changes ? { changes: item.changes } : {}),
  };
}
