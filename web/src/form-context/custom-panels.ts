import type { PanelDefinition } from '@strata/api/contract/views';
import type { ComponentType } from 'react';

/** A domain panel (trip expenses, budgets, surveys, ...) plugged into forms by name. */
export type CustomPanelComponent = ComponentType<{ panel: PanelDefinition }>;

const components = new Map<string, CustomPanelComponent>();

/** Domain panels register themselves here; forms name them in customComponent. */
export function registerCustomPanel(name: string, component: CustomPanelComponent): void {
  components.set(name, component);
}

export function customPanel(name: string): CustomPanelComponent | undefined {
  return components.get(name);
}
