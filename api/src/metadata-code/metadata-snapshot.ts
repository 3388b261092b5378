import type { ObjectDefinition } from '../contract/metadata.js';
import type { TemplateApp, TemplateRole, TemplateView } from '../contract/template.js';

/** One translated text of inu_localize: a name (a key such as `app.sales`) in one language. */
export type Translation = { name: string; lang: string; text: string };

/**
 * An organisation's customisations as data, the same whether read from its schema or from a
 * metadata folder: its own entities, apps (in menu order), roles, shared views (home menus
 * included; private views are people's own, and the platform's views come with every tenant)
 * and translations. Each list is sorted by its key, so two snapshots compare item by item.
 */
export type MetadataSnapshot = {
  entities: ObjectDefinition[];
  apps: TemplateApp[];
  roles: TemplateRole[];
  views: TemplateView[];
  translations: Translation[];
};

/** The identity of each kind of item: what a diff matches current and desired items by. */
export const itemKeys = {
  entity: (entity: ObjectDefinition) => entity.logicalName,
  app: (app: TemplateApp) => app.name,
  role: (role: TemplateRole) => role.name,
  /** the template check's own uniqueness rule (templates/check-references.ts) */
  view: (view: Pick<TemplateView, 'kind' | 'objectname' | 'name'>) =>
    `${view.kind}/${view.objectname ?? ''}/${view.name}`,
  translation: (translation: Pick<Translation, 'lang' | 'name'>) => `${translation.lang}/${translation.name}`,
};

/**
 * A JSON value with the keys of every object sorted, arrays kept in order: the form bodies
 * are written and compared in, so the order an editor happened to write keys in is never a
 * change and a file's diff in git shows only what changed.
 */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, sortKeysDeep(item)]),
  );
}

/** Fixed key order for the items themselves, so a file reads name first and body last. */
const entityKeys = ['logicalName', 'displayName', 'displayNamePlural', 'type', 'description', 'properties'];
const propertyKeys = [
  'logicalName',
  'displayName',
  'type',
  'flags',
  'targets',
  'options',
  'richOptions',
  'max',
  'precision',
  'defaultValue',
  'formatString',
  'isDisabled',
  'description',
];
const viewKeys = ['name', 'label', 'kind', 'objectname', 'app', 'isprivate', 'body'];

function ordered(value: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  for (const key of Object.keys(value).sort())
    if (!(key in out) && value[key] !== undefined) out[key] = value[key];
  return out;
}

export function canonicalEntity(entity: ObjectDefinition): Record<string, unknown> {
  return ordered(
    {
      ...entity,
      properties: entity.properties.map((property) =>
        ordered(sortKeysDeep(property) as Record<string, unknown>, propertyKeys),
      ),
    },
    entityKeys,
  );
}

export function canonicalView(view: TemplateView): Record<string, unknown> {
  return ordered({ ...view, body: sortKeysDeep(view.body) }, viewKeys);
}

export function canonicalRole(role: TemplateRole): Record<string, unknown> {
  return ordered({ ...role, body: sortKeysDeep(role.body) }, ['name', 'app', 'body']);
}

export function canonicalApp(app: TemplateApp): Record<string, unknown> {
  return ordered({ ...app }, ['name', 'label', 'icon', 'description']);
}

/** Two items are the same when their canonical JSON is. */
export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A snapshot with every list in key order and every item canonical (apps keep menu order). */
export function normalizeSnapshot(snapshot: MetadataSnapshot): MetadataSnapshot {
  const byKey = <T>(items: T[], key: (item: T) => string) =>
    [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return {
    entities: byKey(snapshot.entities, itemKeys.entity).map(
      (entity) => canonicalEntity(entity) as ObjectDefinition,
    ),
    apps: snapshot.apps.map((app) => canonicalApp(app) as TemplateApp),
    roles: byKey(snapshot.roles, itemKeys.role).map((role) => canonicalRole(role) as TemplateRole),
    views: byKey(snapshot.views, itemKeys.view).map((view) => canonicalView(view) as TemplateView),
    translations: byKey(snapshot.translations, itemKeys.translation),
  };
}
