import type { ComponentType } from 'react';
import type { FilterSelection, QuickFilterDefinition } from './quick-filter';

/** What a custom quick filter component gets. */
export type CustomFilterProps = {
  definition: QuickFilterDefinition;
  selection: FilterSelection | undefined;
  onChange: (selection: FilterSelection | undefined) => void;
};

/**
 * Custom quick filter components by name (a filter of type custom names one in `component`).
 * An unknown name shows 'Check Configuration'. Register with registerCustomFilter; a custom
 * filter's conditions come from build-filter's extension (none by default).
 */
const components = new Map<string, ComponentType<CustomFilterProps>>();

export function registerCustomFilter(name: string, component: ComponentType<CustomFilterProps>): void {
  components.set(name, component);
}

export function customFilterComponent(
  name: string | undefined,
): ComponentType<CustomFilterProps> | undefined {
  return name ? components.get(name) : undefined;
}
