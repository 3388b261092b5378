import type { FetchOrder } from '@strata/api/contract/query';
import { columnDefinitions, defaultColumnWidth } from '../../list-views/columns';
import type { ListColumnDefinition, ListViewBody } from '../../list-views/list-definition';
import type { QuickFilterDefinition } from '../../list-views/quick-filter';
import type { PropertyMeta } from '../../metadata/object-metadata';
import { adHocFilter } from '../filters/ad-hoc-filter';

/** The narrowest and widest a column may be dragged or typed to. */
export const minColumnWidth = 40;
export const maxColumnWidth = 1200;

/**
 * Edits of a list view's body in customise mode. Each returns a new body and leaves the old
 * one alone, so the draft can be thrown away. A view without `columns` shows its query's
 * attributes: the first column edit writes those out as columns.
 */
export const columnsOf = columnDefinitions;

const withColumns = (body: ListViewBody, columns: ListColumnDefinition[]): ListViewBody => ({
  ...body,
  columns,
});

/** Moves the column at `from` so that it ends up at index `to`. */
export function moveColumn(body: ListViewBody, from: number, to: number): ListViewBody {
  return withColumns(body, moveItem(columnsOf(body), from, to));
}

/** Removes a column; the query keeps its attribute (scripts or links may read it). */
export function removeColumn(body: ListViewBody, attribute: string): ListViewBody {
  return withColumns(
    body,
    columnsOf(body).filter((column) => column.attribute !== attribute),
  );
}

export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return defaultColumnWidth;
  return Math.round(Math.min(maxColumnWidth, Math.max(minColumnWidth, width)));
}

export function resizeColumn(body: ListViewBody, attribute: string, width: number): ListViewBody {
  return updateColumn(body, attribute, { width: clampWidth(width) });
}

/** Changes a column's settings; `undefined` values remove the setting. */
export function updateColumn(
  body: ListViewBody,
  attribute: string,
  change: Partial<ListColumnDefinition>,
): ListViewBody {
  return withColumns(
    body,
    columnsOf(body).map((column) =>
      column.attribute === attribute ? withoutUndefined({ ...column, ...change }) : column,
    ),
  );
}

/**
 * Adds a column for a property of the list's entity at the end, and selects it in the query so
 * the saved view fetches it (a column the query lacks would stay empty for other clients).
 */
export function addColumn(body: ListViewBody, property: PropertyMeta): ListViewBody {
  const columns = columnsOf(body);
  if (columns.some((column) => column.attribute === property.logicalName)) return body;
  const entity = body.query.entity;
  const attributes = entity.attributes ?? [];
  const selected =
    entity.allattrs || attributes.some((item) => !item.aggregate && item.attribute === property.logicalName);
  return {
    ...body,
    query: selected
      ? body.query
      : {
          ...body.query,
          entity: { ...entity, attributes: [...attributes, { attribute: property.logicalName }] },
        },
    columns: [...columns, { attribute: property.logicalName, width: defaultColumnWidth }],
  };
}

/** Properties that can become a column: not yet shown, and not raw data nobody reads in a grid. */
export function columnCandidates(body: ListViewBody, properties: readonly PropertyMeta[]): PropertyMeta[] {
  const shown = new Set(columnsOf(body).map((column) => column.attribute));
  return properties
    .filter((property) => !shown.has(property.logicalName))
    .filter((property) => !['Binary', 'VersionNumber'].includes(property.type))
    .filter((property) => !property.flags.includes('Json'))
    .sort((left, right) => left.displayName.localeCompare(right.displayName));
}

const filtersOf = (body: ListViewBody): QuickFilterDefinition[] => body.quickFilters ?? [];

export function moveQuickFilter(body: ListViewBody, from: number, to: number): ListViewBody {
  return { ...body, quickFilters: moveItem(filtersOf(body), from, to) };
}

export function removeQuickFilter(body: ListViewBody, name: string): ListViewBody {
  return { ...body, quickFilters: filtersOf(body).filter((item) => item.name !== name) };
}

export function updateQuickFilter(
  body: ListViewBody,
  name: string,
  change: Partial<QuickFilterDefinition>,
): ListViewBody {
  return {
    ...body,
    quickFilters: filtersOf(body).map((item) =>
      item.name === name ? withoutUndefined({ ...item, ...change }) : item,
    ),
  };
}

/**
 * Adds a view quick filter for a property, of the kind the '+' chip would pick for it. Its
 * name is the property's (a second filter on the same property gets a number), without the
 * '+' prefix that marks the filters users add for themselves.
 */
export function addQuickFilter(body: ListViewBody, property: PropertyMeta): ListViewBody {
  const { name: _adHocName, ...definition } = adHocFilter(property);
  const taken = new Set(filtersOf(body).map((item) => item.name));
  let name = property.logicalName;
  for (let n = 2; taken.has(name); n++) name = `${property.logicalName}_${n}`;
  return { ...body, quickFilters: [...filtersOf(body), { ...definition, name }] };
}

/** The body a view is saved with: the draft plus the sort the user chose, if any. */
export function bodyToSave(draft: ListViewBody, orders: FetchOrder[] | undefined): ListViewBody {
  if (!orders) return draft;
  return { ...draft, query: { ...draft.query, entity: { ...draft.query.entity, orders } } };
}

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
