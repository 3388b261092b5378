import type { ComponentType } from 'react';

/**
 * A whole screen shown at /{appid}/custom/{name} (spec 000 section 2), for home menu items of kind
 * custom. Unlike a Custom panel (form-context/custom-panels.ts) it has no record around it, so the
 * two registries are kept apart: a form panel rendered here would have no form to read.
 */
export type CustomScreenComponent = ComponentType<{ name: string }>;

const screens = new Map<string, CustomScreenComponent>();

/** Registers a screen under the name a menu item's url custom/{name} uses (register-custom-screens.ts). */
export function registerCustomScreen(name: string, component: CustomScreenComponent): void {
  screens.set(name, component);
}

export function customScreen(name: string): CustomScreenComponent | undefined {
  return screens.get(name);
}
