import type { ComponentType } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';
import type { SpecialEditorProps } from '../form-context/extension-types';

type SpecialEditor = {
  /** Which ids it edits (all when omitted). */
  applies?: (id: string) => boolean;
  load: () => Promise<{ default: ComponentType<SpecialEditorProps> }>;
};

/**
 * Entities whose /{appid}/edit/{name}/{id} shows an editor of its own instead of the record
 * form (spec 000 section 2, "Special editors"). A form name in the URL
 * (/edit/{name}/{id}/{form}) still opens the plain record form. One line per editor.
 */
const specialEditors: Record<string, SpecialEditor> = {
  inu_role: { load: () => import('../admin/roles/RoleEditorScreen') },
  // a new view (id 0) is made in the record form; existing ones open in the JSON view editor
  inu_view: { applies: (id) => id !== '0', load: () => import('../designer/view-editor/ViewEditorScreen') },
  systemuser: { applies: (id) => id === '0', load: () => import('../admin/users/NewUserScreen') },
};

const loaded = new Map<string, ComponentType<SpecialEditorProps>>();

/** The special editor of a record route, loaded on first use; undefined for the record form. */
export function specialEditorFor(
  entity: string,
  id: string,
  formName: string | undefined,
): ComponentType<SpecialEditorProps> | undefined {
  const editor = Object.hasOwn(specialEditors, entity) ? specialEditors[entity] : undefined;
  if (!editor || formName || (editor.applies && !editor.applies(id))) return undefined;
  let component = loaded.get(entity);
  if (!component) {
    component = lazyChunk(editor.load);
    loaded.set(entity, component);
  }
  return component;
}
