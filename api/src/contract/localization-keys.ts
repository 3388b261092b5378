import type { Language } from './languages.js';
import type { ObjectDefinition, PropertyDefinition } from './metadata.js';

/**
 * The names of inu_localize rows (spec 001 section 3): one stable key per translatable name of
 * the organisation, built from logical names (never from the English text, which is what gets
 * translated). docs/localization.md lists the scheme. Shared by the API (overlay, names list),
 * the web (views, editor) and scripts/crm-localization (the template's seed rows).
 */
export const localizationKeys = {
  entity: (entity: string) => `entity.${entity}.displayName`,
  entityPlural: (entity: string) => `entity.${entity}.displayNamePlural`,
  field: (entity: string, field: string) => `field.${entity}.${field}`,
  option: (entity: string, field: string, value: string | number) => `option.${entity}.${field}.${value}`,
  view: (entity: string, view: string) => `view.${entity}.${view}`,
  app: (app: string) => `app.${app}`,
  menu: (app: string, item: string) => `menu.${app}.${item}`,
  dashboard: (name: string) => `dashboard.${name}`,
  nextRule: (name: string) => `nextrule.${name}`,
} as const;

/**
 * A translatable name and its text as the organisation's metadata or views have it; a system
 * entity's name also carries the texts Strata ships for it (defaults below inu_localize rows).
 */
export type TranslatableName = { key: string; source: string; defaults?: Partial<Record<Language, string>> };
/** Resolved texts: key -> the text in the user's language (falling back to en). */
export type LocalizedTexts = Readonly<Record<string, string>>;

type Labelled = { label?: unknown };
type ViewLike = { name: string; kind: string; objectname?: string | null; label?: string | null };

/** The prefix of the keys inside a view's body; undefined for kinds without translatable labels. */
export function viewBodyPrefix(view: ViewLike): string | undefined {
  if (view.kind === 'form' && view.objectname) return `form.${view.objectname}.${view.name}`;
  if ((view.kind === 'view' || view.kind === 'chart') && view.objectname) {
    return `view.${view.objectname}.${view.name}`;
  }
  if (view.kind === 'dashboard') return `dashboard.${view.name}`;
  return undefined;
}

/** The key of a view's own label (its name in pickers and titles). */
export function viewLabelKey(view: ViewLike): string | undefined {
  if (view.kind === 'dashboard') return localizationKeys.dashboard(view.name);
  if (view.kind === 'home' || view.kind === 'script' || !view.objectname) return undefined;
  return localizationKeys.view(view.objectname, view.name);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

/**
 * Every node of a view body that carries a label, with the key suffix that names it: form
 * panels (tabs) and their fields' own labels, list columns and quick filters, commands, chart
 * series and dashboard objects. The nodes are the body's own objects, so a caller may rewrite the labels.
 */
export function labelledNodes(kind: string, body: unknown): { suffix: string; node: Labelled }[] {
  if (!isRecord(body)) return [];
  const found: { suffix: string; node: Labelled }[] = [];
  const add = (suffix: string, node: Record<string, unknown>) => {
    if (typeof node.label === 'string' && node.label !== '') found.push({ suffix, node });
  };
  for (const command of records(body.commands)) {
    if (typeof command.name === 'string') add(`command.${command.name}`, command);
  }
  if (kind === 'form') {
    const walk = (panel: Record<string, unknown>) => {
      if (typeof panel.name === 'string') add(`tab.${panel.name}`, panel);
      for (const field of records(panel.fields)) {
        if (typeof field.name === 'string' && field.name !== '-') add(`label.${field.name}`, field);
      }
      for (const child of records(panel.panels)) walk(child);
    };
    if (isRecord(body.panel)) walk(body.panel);
  } else if (kind === 'view') {
    for (const column of records(body.columns)) {
      if (typeof column.attribute === 'string') add(`column.${column.attribute}`, column);
    }
    for (const filter of records(body.quickFilters)) {
      if (typeof filter.name === 'string') add(`filter.${filter.name}`, filter);
    }
  } else if (kind === 'chart') {
    records(body.series).forEach((series, index) => {
      add(`series.${index}`, series);
    });
  } else if (kind === 'dashboard') {
    for (const object of records(body.objects)) {
      const id = dashboardObjectId(object);
      if (id) add(`object.${id}`, object);
    }
  }
  return found;
}

/** The option values of a property: rich options by value, plain options by their text. */
function optionEntries(property: PropertyDefinition): { value: string; label: string }[] {
  if (property.richOptions?.length) {
    return property.richOptions.map((option) => ({ value: String(option.value), label: option.label }));
  }
  if (property.type === 'Lookup') return [];
  return (property.options ?? []).map((label) => ({ value: label, label }));
}

export type NameSources = {
  objects: readonly ObjectDefinition[];
  apps?: readonly { name: string; label?: string | null; home?: readonly Record<string, unknown>[] | null }[];
  views?: readonly (ViewLike & { body: unknown })[];
  nextRules?: readonly { name: string; label?: string | null }[];
};

/**
 * A dashboard object's key part: its entity and its list, else the field it filters, else
 * (a simple chart, a label) its label made into a slug, so that two tiles over one entity
 * never share a key.
 */
function dashboardObjectId(object: Record<string, unknown>): string | undefined {
  if (typeof object.objectName !== 'string' || !object.objectName) {
    const slug = menuItemName({ label: object.label });
    return slug ? `label.${slug}` : undefined;
  }
  if (typeof object.listName === 'string' && object.listName)
    return `${object.objectName}.${object.listName}`;
  if (typeof object.field === 'string' && object.field) return `${object.objectName}.field.${object.field}`;
  const slug = menuItemName({ label: object.label });
  return slug ? `${object.objectName}.label.${slug}` : undefined;
}

/** A home-menu item's key part: its name, else (separators) its label made into a slug. */
export function menuItemName(item: Record<string, unknown>): string | undefined {
  if (typeof item.name === 'string' && item.name) return item.name;
  if (typeof item.label !== 'string' || !item.label) return undefined;
  return (
    item.label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || undefined
  );
}

/** Every translatable name of the given metadata, apps, views and rules, each key once. */
export function translatableNames(sources: NameSources): TranslatableName[] {
  const names = new Map<string, string>();
  const add = (key: string, source: string | null | undefined) => {
    if (source && !names.has(key)) names.set(key, source);
  };
  for (const object of sources.objects) {
    add(localizationKeys.entity(object.logicalName), object.displayName);
    add(localizationKeys.entityPlural(object.logicalName), object.displayNamePlural);
    for (const property of object.properties) {
      add(localizationKeys.field(object.logicalName, property.logicalName), property.displayName);
      for (const option of optionEntries(property)) {
        add(localizationKeys.option(object.logicalName, property.logicalName, option.value), option.label);
      }
    }
  }
  for (const app of sources.apps ?? []) {
    add(localizationKeys.app(app.name), app.label);
    for (const item of app.home ?? []) {
      const name = menuItemName(item);
      if (name && typeof item.label === 'string') add(localizationKeys.menu(app.name, name), item.label);
    }
  }
  for (const view of sources.views ?? []) {
    const labelKey = viewLabelKey(view);
    if (labelKey) add(labelKey, view.label);
    const prefix = viewBodyPrefix(view);
    if (!prefix) continue;
    for (const { suffix, node } of labelledNodes(view.kind, view.body))
      add(`${prefix}.${suffix}`, node.label as string);
  }
  for (const rule of sources.nextRules ?? []) add(localizationKeys.nextRule(rule.name), rule.label);
  return [...names].map(([key, source]) => ({ key, source })).sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The texts for a language from inu_localize rows: the language's own text, else the English
 * one (an organisation may rename an English name without touching metadata), else none.
 */
export function resolveTexts(
  rows: readonly { name: string; lang: string; text: string | null }[],
  language: string,
): Record<string, string> {
  const english: Record<string, string> = {};
  const own: Record<string, string> = {};
  for (const row of rows) {
    if (!row.text) continue;
    if (row.lang === language) own[row.name] = row.text;
    else if (row.lang === 'en') english[row.name] = row.text;
  }
  return { ...english, ...own };
}

/** An object with its display names, fields and options translated; the input is not changed. */
export function localizeObject(object: ObjectDefinition, texts: LocalizedTexts): ObjectDefinition {
  const entity = object.logicalName;
  return {
    ...object,
    displayName: texts[localizationKeys.entity(entity)] ?? object.displayName,
    displayNamePlural: texts[localizationKeys.entityPlural(entity)] ?? object.displayNamePlural,
    properties: object.properties.map((property) => localizeProperty(entity, property, texts)),
  };
}

function localizeProperty(
  entity: string,
  property: PropertyDefinition,
  texts: LocalizedTexts,
): PropertyDefinition {
  const field = property.logicalName;
  const localized: PropertyDefinition = {
    ...property,
    displayName: texts[localizationKeys.field(entity, field)] ?? property.displayName,
  };
  if (property.richOptions?.length) {
    localized.richOptions = property.richOptions.map((option) => ({
      ...option,
      label: texts[localizationKeys.option(entity, field, option.value)] ?? option.label,
    }));
  } else if (property.options?.length && property.type !== 'Lookup') {
    // plain options are both value and label: translating them makes rich options that keep the value
    const translated = property.options.some((value) => texts[localizationKeys.option(entity, field, value)]);
    if (translated) {
      localized.richOptions = property.options.map((value, index) => {
        const number = Number(value);
        const stored =
          property.type === 'Integer'
            ? value.trim() !== '' && Number.isInteger(number)
              ? number
              : index
            : value;
        return { value: stored, label: texts[localizationKeys.option(entity, field, value)] ?? value };
      });
    }
  }
  return localized;
}

/** A copy of a view body with its labels translated. */
export function localizeViewBody<Body>(view: ViewLike, body: Body, texts: LocalizedTexts): Body {
  const prefix = viewBodyPrefix(view);
  if (!prefix || !isRecord(body)) return body;
  const copy = structuredClone(body);
  for (const { suffix, node } of labelledNodes(view.kind, copy)) {
    const text = texts[`${prefix}.${suffix}`];
    if (text) node.label = text;
  }
  return copy;
}

/**
 * Before a customised body is saved: every label still showing its translation gets its source
 * text back, so customising in Slovak never writes Slovak into the organisation's definition.
 */
export function restoreSourceLabels<Body>(
  view: ViewLike,
  edited: Body,
  shown: unknown,
  source: unknown,
): Body {
  const prefix = viewBodyPrefix(view);
  if (!prefix || !isRecord(edited)) return edited;
  const labelsOf = (body: unknown) =>
    new Map(labelledNodes(view.kind, body).map(({ suffix, node }) => [suffix, node.label as string]));
  const shownLabels = labelsOf(shown);
  const sourceLabels = labelsOf(source);
  const copy = structuredClone(edited);
  for (const { suffix, node } of labelledNodes(view.kind, copy)) {
    const original = sourceLabels.get(suffix);
    if (original !== undefined && node.label === shownLabels.get(suffix)) node.label = original;
  }
  return copy;
}

/** The entity a key belongs to (its names are only for those who may read it); undefined if none. */
export function keyEntity(key: string): string | undefined {
  const [kind, entity] = key.split('.');
  if (kind === 'nextrule') return 'inu_nextrule';
  return kind && ['entity', 'field', 'option', 'view', 'form'].includes(kind) ? entity : undefined;
}

/** The app a key belongs to (app label, home menu item); undefined if none. */
export function keyApp(key: string): string | undefined {
  const [kind, app] = key.split('.');
  return kind === 'app' || kind === 'menu' ? app : undefined;
}
