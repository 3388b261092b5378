import type { FetchQuery } from '@strata/api/contract/query';
import type { ComponentType } from 'react';
import type { RecordValues } from '../../data/data-api';
import type { ListColumn } from '../../list-views/columns';
import type { ListViewBody } from '../../list-views/list-definition';
import type { ObjectMeta } from '../../metadata/object-metadata';

/** List view modes (spec 001 section 2); the URL carries the name as ?mode=. */
export const listModes = ['list', 'map', 'calendar', 'chart', 'kanban'] as const;
export type ListMode = (typeof listModes)[number];

/** The numeric codes of the spec: 0 list, 1 map, 2 calendar, 3 chart, 4 kanban. */
export const listModeCode: Record<ListMode, number> = { list: 0, map: 1, calendar: 2, chart: 3, kanban: 4 };

export function parseListMode(value: string | null): ListMode {
  return (listModes as readonly string[]).includes(value ?? '') ? (value as ListMode) : 'list';
}

/**
 * What a mode component gets: the list's entity, view, the query with the quick filters
 * applied (no paging: a mode fetches what it needs, e.g. a calendar window or chart groups),
 * the rows already loaded and a way to open a record.
 */
export type ListModeProps = {
  entity: string;
  object: ObjectMeta;
  body: ListViewBody;
  columns: readonly ListColumn[];
  query: FetchQuery;
  rows: readonly RecordValues[];
  openRecord: (id: string, entity?: string) => void;
  /** reload rows and counts (after a kanban drag, a calendar move, ...) */
  reload: () => void;
};

const modeComponents = new Map<ListMode, ComponentType<ListModeProps>>();

/** Plugs a mode in: the Map, Calendar, Chart and Kanban sessions register here. */
export function registerListMode(
  mode: Exclude<ListMode, 'list'>,
  component: ComponentType<ListModeProps>,
): void {
  modeComponents.set(mode, component);
}

export function listModeComponent(mode: ListMode): ComponentType<ListModeProps> | undefined {
  return modeComponents.get(mode);
}
