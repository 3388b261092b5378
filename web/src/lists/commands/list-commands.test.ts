import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { listModes } from '../modes/list-modes.js';
import { buildListCommands } from './list-commands.js';

const t = ((key: string) => key) as unknown as TFunction<'lists'>;
const noop = () => {};
const actions = {
  newRecord: noop,
  editSelected: noop,
  importRecords: noop,
  exportRecords: noop,
  toggleMode: noop,
  hasCustom: (command: { name: string }) => command.name !== 'unscripted',
  runCustom: noop,
};
// create 1, read 2, update 4 (permission-mask levels per operation are checked by hasPermissions)
const names = (
  permDict: Record<string, number>,
  extra: Partial<Parameters<typeof buildListCommands>[0]> = {},
) =>
  buildListCommands({
    entity: 'account',
    permDict,
    viewCommands: undefined,
    mode: 'list',
    hasSelection: false,
    actions,
    t,
    ...extra,
    modes: extra.modes ?? listModes,
  }).map((command) => command.name);

describe('list commands', () => {
  it('offers only the modes the entity can use', () => {
    const all = { account: 0x3333 };
    expect(names(all, { modes: ['list', 'chart'] })).toEqual(['new', 'edit', 'import', 'export', 'chart']);
    expect(names(all, { modes: ['list'] })).toEqual(['new', 'edit', 'import', 'export']);
  });

  it('drops New and Import without create and Edit without update', () => {
    const none = names({});
    expect(none).not.toContain('new');
    expect(none).not.toContain('edit');
    expect(none).toEqual(['export', 'calendar', 'chart', 'map', 'kanban']);
  });
  it('offers no New, Edit or Import on what only the server writes, even to an administrator', () => {
    const log = names({ inu_asyncaction: 0xffff }, { entity: 'inu_asyncaction', hasSelection: true });
    expect(log).toEqual(['export', 'calendar', 'chart', 'map', 'kanban']);
    const overridden = names(
      { inu_asyncaction: 0xffff },
      { entity: 'inu_asyncaction', viewCommands: [{ kind: 'std', name: 'new', permissions: '' }] },
    );
    expect(overridden).not.toContain('new');
  });
  it('a view command may name other permissions, and custom commands come last', () => {
    const list = names(
      {},
      {
        viewCommands: [
          { kind: 'std', name: 'edit', permissions: '' },
          { kind: 'custom', name: 'approve', label: 'Approve' },
          { kind: 'custom', name: 'unscripted', label: 'Has no script' },
        ],
      },
    );
    expect(list).toContain('edit');
    expect(list.at(-1)).toBe('custom:approve');
    // a custom command whose script does not exist is not shown
    expect(list).not.toContain('custom:unscripted');
  });
  it('Edit is disabled until a row is selected', () => {
    const all = { account: 0xffff };
    const edit = (hasSelection: boolean) =>
      buildListCommands({
        entity: 'account',
        permDict: all,
        viewCommands: undefined,
        mode: 'list',
        modes: listModes,
        hasSelection,
        actions,
        t,
      }).find((command) => command.name === 'edit');
    expect(edit(false)?.disabled).toBe(true);
    expect(edit(true)?.disabled).toBe(false);
  });
});
