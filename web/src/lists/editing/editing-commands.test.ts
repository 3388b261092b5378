import { maskOf } from '@strata/api/contract/permission-mask';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildEditingCommands, canSuperEdit } from './editing-commands.js';

const t = ((key: string) => key) as unknown as TFunction<'lists'>;
const noop = () => undefined;
const actions = {
  setMode: noop,
  save: noop,
  addRow: noop,
  exportSelected: noop,
  massEdit: noop,
  deleteSelected: noop,
};
const names = (options: Partial<Parameters<typeof buildEditingCommands>[0]>) =>
  buildEditingCommands({
    entity: 'account',
    mode: 0,
    permDict: {},
    isAdmin: false,
    hasSelection: false,
    actions,
    t,
    ...options,
  }).map((command) => command.name);

describe('editing commands', () => {
  it('super edit needs systemuser update level 3 or an administrator', () => {
    expect(canSuperEdit({ systemuser: maskOf({ update: 3 }) }, false)).toBe(true);
    expect(canSuperEdit({ systemuser: maskOf({ update: 2 }) }, false)).toBe(false);
    expect(canSuperEdit({}, true)).toBe(true);
  });

  it('offers edit in place with update on the entity', () => {
    expect(names({})).toEqual([]);
    expect(names({ permDict: { account: maskOf({ update: 1 }) } })).toEqual(['editing-in-place']);
    expect(names({ isAdmin: true })).toEqual(['editing-super']);
  });

  it('adds rows only with create, and mass edits and deletes by right', () => {
    const updateOnly = { account: maskOf({ read: 1, update: 1 }) };
    expect(names({ mode: 1, permDict: updateOnly })).toEqual(['editing-save', 'editing-close']);
    expect(names({ mode: 1, permDict: { account: maskOf({ create: 1, update: 1 }) } })).toEqual([
      'editing-save',
      'editing-add',
      'editing-close',
    ]);
    expect(names({ mode: 2, permDict: updateOnly })).toEqual([
      'editing-export',
      'editing-mass',
      'editing-close',
    ]);
    expect(names({ mode: 2, permDict: { account: maskOf({ delete: 1 }) } })).toEqual([
      'editing-export',
      'editing-delete',
      'editing-close',
    ]);
  });
});
