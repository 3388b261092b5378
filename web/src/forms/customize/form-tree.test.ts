import type { PanelDefinition } from '@strata/api/contract/views';
import { describe, expect, it } from 'vitest';
import {
  addField,
  addPanel,
  fieldNames,
  moveField,
  movePanel,
  panelAt,
  removeField,
  removePanel,
  updateField,
  updatePanel,
} from './form-tree.js';
import { parsePastedCommand, parsePastedPanel } from './pasted-json.js';

const tree: PanelDefinition = {
  name: 'root',
  type: 'Tabs',
  panels: [
    {
      name: 'general',
      type: 'Fields',
      label: 'General',
      fields: [{ name: 'name' }, { name: '-', type: 'Separator' }, { name: 'phone' }],
    },
    { name: 'more', type: 'Fields', label: 'More', fields: [{ name: 'city' }] },
  ],
};

describe('form tree edits', () => {
  it('finds panels by path and leaves the original untouched', () => {
    expect(panelAt(tree, [1])?.name).toBe('more');
    const changed = updatePanel(tree, [0], { label: 'Main' });
    expect(panelAt(changed, [0])?.label).toBe('Main');
    expect(panelAt(changed, [0])?.fields).toHaveLength(3);
    expect(panelAt(tree, [0])?.label).toBe('General');
  });
  it('adds, updates, moves and removes fields', () => {
    let next = addField(tree, [1], { name: 'zip' });
    expect(panelAt(next, [1])?.fields?.map((f) => f.name)).toEqual(['city', 'zip']);
    next = updateField(next, [1], 1, { required: true, label: 'ZIP' });
    expect(panelAt(next, [1])?.fields?.[1]).toEqual({ name: 'zip', required: true, label: 'ZIP' });
    next = moveField(next, { path: [1], index: 1 }, { path: [1], index: 0 });
    expect(panelAt(next, [1])?.fields?.map((f) => f.name)).toEqual(['zip', 'city']);
    next = moveField(next, { path: [0], index: 2 }, { path: [1], index: 1 });
    expect(panelAt(next, [0])?.fields?.map((f) => f.name)).toEqual(['name', '-']);
    expect(panelAt(next, [1])?.fields?.map((f) => f.name)).toEqual(['zip', 'phone', 'city']);
    next = removeField(next, [1], 0);
    expect([...fieldNames(next)].sort()).toEqual(['city', 'name', 'phone']);
  });
  it('adds tabs with free names, reorders and removes them', () => {
    let next = addPanel(tree, [], { name: 'general', type: 'Fields', label: '[New Tab]', fields: [] });
    expect(next.panels?.map((p) => p.name)).toEqual(['general', 'more', 'general2']);
    next = movePanel(next, [], 2, 0);
    expect(next.panels?.map((p) => p.name)).toEqual(['general2', 'general', 'more']);
    next = removePanel(next, [1]);
    expect(next.panels?.map((p) => p.name)).toEqual(['general2', 'more']);
  });
});

describe('pasted JSON', () => {
  it('accepts panels of the pastable types only', () => {
    expect(parsePastedPanel('{"name":"x","type":"Fields","fields":[{"name":"a"}]}')?.type).toBe('Fields');
    expect(parsePastedPanel('{"type":"Tabs","panels":[]}')?.name).toBe('pasted');
    expect(parsePastedPanel('{"name":"x","type":"Custom"}')).toBeNull();
    expect(parsePastedPanel('{"name":"x"}')).toBeNull();
    expect(parsePastedPanel('not json')).toBeNull();
    expect(parsePastedPanel('[1,2]')).toBeNull();
  });
  it('accepts commands with a name and kind custom or std', () => {
    expect(parsePastedCommand('{"kind":"custom","name":"approve","label":"Approve"}')?.name).toBe('approve');
    expect(parsePastedCommand('{"kind":"other","name":"x"}')).toBeNull();
    expect(parsePastedCommand('{"kind":"std"}')).toBeNull();
  });
});
