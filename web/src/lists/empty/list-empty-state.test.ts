import { describe, expect, it } from 'vitest';
import { listEmptyState } from './list-empty-state.js';

describe('listEmptyState', () => {
  it('offers Create one and Import a file when the list has New and Import', () => {
    expect(
      listEmptyState({ narrowed: false, commandNames: ['new', 'edit', 'import', 'export'], canAct: true }),
    ).toEqual({ kind: 'none', actions: ['create', 'import'] });
  });

  it('offers only what the list offers: no create or import rights, or a server-written list', () => {
    expect(listEmptyState({ narrowed: false, commandNames: ['new', 'export'], canAct: true })).toEqual({
      kind: 'none',
      actions: ['create'],
    });
    expect(listEmptyState({ narrowed: false, commandNames: ['export', 'calendar'], canAct: true })).toEqual({
      kind: 'none',
      actions: [],
    });
  });

  it('says the filters match nothing, with Clear filters, when the user narrowed the list', () => {
    expect(listEmptyState({ narrowed: true, commandNames: ['new', 'import'], canAct: true })).toEqual({
      kind: 'filtered',
      actions: ['clearFilters'],
    });
  });

  it('offers no buttons while the list is edited or customised', () => {
    expect(listEmptyState({ narrowed: true, commandNames: ['new'], canAct: false })).toEqual({
      kind: 'filtered',
      actions: [],
    });
    expect(listEmptyState({ narrowed: false, commandNames: ['new', 'import'], canAct: false })).toEqual({
      kind: 'none',
      actions: [],
    });
  });
});
