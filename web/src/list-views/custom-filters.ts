import type { FetchFilter } from '@strata/api/contract/query';
import type { ComponentType } from 'react';
import type { FilterSelection, QuickFilterDefinition } from './quick-filter';

/** What a custom quick filter component gets. */
export type CustomFilterProps = {
  definition: QuickFilterDefinition;
  selection: FilterSelection | undefined;
  onChange: (selection: FilterSelection | undefined) => void;
};

/**
 * A custom filter's conditions for its selection: undefined (or an empty filter) while it
 * filters nothing. Its conditions name attributes of the list's entity, or of the link named
 * by the definition's alias.
 */
export type CustomFilterToFilter = (
  selection: FilterSelection | undefined,
  definition: QuickFilterDefinition,
) => FetchFilter | undefined;

type Registration = { component: ComponentType<CustomFilterProps>; toFilter?: CustomFilterToFilter };

/**
 * Custom quick filter components by name (a filter of type custom names one in `component`).
 * An unknown name shows 'Check Configuration'. Register with registerCustomFilter; without a
 * toFilter a custom filter only draws and contributes no conditions.
 */
const registrations = new Map<string, Registration>();

export function registerCustomFilter(
  name: string,
  component: ComponentType<CustomFilterProps>,
  options: { toFilter?: CustomFilterToFilter } = {},
): void {
  registrations.set(name, { component, ...(options.toFilter ? { toFilter: options.toFilter } : {}) });
}

/** Drops a registration (tests, and code that swaps a component at run time). */
export function unregisterCustomFilter(name: string): void {
  registrations.delete(name);
}

export function customFilterComponent(
  name: string | undefined,
): ComponentType<CustomFilterProps> | undefined {
  return name ? registrations.get(name)?.component : undefined;
}

export function customFilterToFilter(name: string | undefined): CustomFilterToFilter | undefined {
  return name ? registrations.get(name)?.toFilter : undefined;
}
