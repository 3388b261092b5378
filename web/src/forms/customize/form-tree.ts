import type { PanelDefinition } from '@strata/api/contract/views';
import type { FormFieldDefinition } from '../form-definition';

/**
 * Pure edits of a form's panel tree for customise mode. A panel is addressed by its path of
 * child indexes from the root ([] is the root), so panels need not have unique names. Every
 * edit returns a new tree and leaves the old one untouched (the draft can be thrown away).
 */
export type PanelPath = readonly number[];

export function panelAt(root: PanelDefinition, path: PanelPath): PanelDefinition | undefined {
  let current: PanelDefinition | undefined = root;
  for (const index of path) current = current?.panels?.[index];
  return current;
}

function replaceAt(
  root: PanelDefinition,
  path: PanelPath,
  change: (panel: PanelDefinition) => PanelDefinition,
): PanelDefinition {
  if (path.length === 0) return change(root);
  const [head, ...rest] = path;
  const children = root.panels ?? [];
  const child = children[head as number];
  if (!child) return root;
  const panels = [...children];
  panels[head as number] = replaceAt(child, rest, change);
  return { ...root, panels };
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item as T);
  return copy;
}

/** Changes a panel's settings (label, minColumnWidth, ...); its children stay. */
export function updatePanel(
  root: PanelDefinition,
  path: PanelPath,
  patch: Partial<PanelDefinition>,
): PanelDefinition {
  return replaceAt(root, path, (panel) => ({
    ...panel,
    ...patch,
    panels: panel.panels,
    fields: panel.fields,
  }));
}

export function removePanel(root: PanelDefinition, path: PanelPath): PanelDefinition {
  if (path.length === 0) return root;
  const parent = path.slice(0, -1);
  const index = path[path.length - 1] as number;
  return replaceAt(root, parent, (panel) => ({
    ...panel,
    panels: (panel.panels ?? []).filter((_, i) => i !== index),
  }));
}

/** Reorders a panel's children (dragging tabs). */
export function movePanel(
  root: PanelDefinition,
  parent: PanelPath,
  from: number,
  to: number,
): PanelDefinition {
  return replaceAt(root, parent, (panel) => ({ ...panel, panels: move(panel.panels ?? [], from, to) }));
}

/** A name not yet used by any panel of the tree: base, base2, base3... */
export function freePanelName(root: PanelDefinition, base: string): string {
  const used = new Set<string>();
  const walk = (panel: PanelDefinition) => {
    used.add(panel.name);
    for (const child of panel.panels ?? []) walk(child);
  };
  walk(root);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}${n}`)) return `${base}${n}`;
}

/** Appends a child panel (the '[New Tab]' of a Tabs panel, a pasted panel). */
export function addPanel(root: PanelDefinition, parent: PanelPath, child: PanelDefinition): PanelDefinition {
  const named = { ...child, name: freePanelName(root, child.name) };
  return replaceAt(root, parent, (panel) => ({ ...panel, panels: [...(panel.panels ?? []), named] }));
}

export function updateField(
  root: PanelDefinition,
  path: PanelPath,
  index: number,
  patch: Partial<FormFieldDefinition>,
): PanelDefinition {
  return replaceAt(root, path, (panel) => ({
    ...panel,
    fields: (panel.fields ?? []).map((field, i) => (i === index ? { ...field, ...patch } : field)),
  }));
}

export function removeField(root: PanelDefinition, path: PanelPath, index: number): PanelDefinition {
  return replaceAt(root, path, (panel) => ({
    ...panel,
    fields: (panel.fields ?? []).filter((_, i) => i !== index),
  }));
}

export function addField(
  root: PanelDefinition,
  path: PanelPath,
  field: FormFieldDefinition,
  at?: number,
): PanelDefinition {
  return replaceAt(root, path, (panel) => {
    const fields = [...(panel.fields ?? [])];
    fields.splice(at ?? fields.length, 0, field);
    return { ...panel, fields };
  });
}

/** Moves a field within its panel or into another Fields panel (drag and drop). */
export function moveField(
  root: PanelDefinition,
  from: { path: PanelPath; index: number },
  to: { path: PanelPath; index: number },
): PanelDefinition {
  const field = panelAt(root, from.path)?.fields?.[from.index];
  if (!field) return root;
  const samePanel = from.path.join('.') === to.path.join('.');
  if (samePanel) {
    return replaceAt(root, from.path, (panel) => ({
      ...panel,
      fields: move(panel.fields ?? [], from.index, to.index),
    }));
  }
  return addField(removeField(root, from.path, from.index), to.path, field, to.index);
}

/** Field names already on the form (anywhere in the tree). */
export function fieldNames(root: PanelDefinition): Set<string> {
  const names = new Set<string>();
  const walk = (panel: PanelDefinition) => {
    for (const field of panel.fields ?? []) if (field.name !== '-') names.add(field.name);
    for (const child of panel.panels ?? []) walk(child);
  };
  walk(root);
  return names;
}
