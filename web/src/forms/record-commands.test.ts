import { maskOf } from '@strata/api/contract/permission-mask';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { UserContext } from '../api/user-context.js';
import type { FormDefinition } from './form-definition.js';
import { recordCommands } from './record-commands.js';
import type { useFormScripts } from './scripts/use-form-scripts.js';

const t = ((key: string) => key) as unknown as TFunction;
const noop = () => {};
const scripts = { hasCommand: () => true, runCommand: async () => {} } as unknown as ReturnType<
  typeof useFormScripts
>;
const definition = {
  commands: [{ kind: 'custom', name: 'duplicate', label: 'Duplicate', permissions: 'allowNew?' }],
} as unknown as FormDefinition;

/** The custom commands a form on `recordId` offers a user with `account` rights `mask`. */
function custom(mask: number, recordId: string | null): string[] {
  return recordCommands({
    t,
    context: { permDict: { account: mask } } as unknown as UserContext,
    entity: 'account',
    definition,
    scripts,
    rights: { canCreate: true, canUpdate: true, canDelete: false },
    original: {},
    values: {},
    recordId,
    dirty: false,
    saving: false,
    actions: {
      save: noop,
      saveAndClose: noop,
      newRecord: noop,
      deleteRecord: noop,
      cloneRecord: noop,
      print: noop,
      restoreDeleted: noop,
    },
    extensionCommands: [],
  })
    .map((command) => command.name)
    .filter((name) => name.startsWith('custom-'));
}

describe('a form command carrying allowNew?', () => {
  it('shows on saved and new records to whoever may create the entity', () => {
    const creator = maskOf({ create: 1, read: 3, update: 1 });
    expect(custom(creator, 'a1')).toEqual(['custom-duplicate']);
    expect(custom(creator, null)).toEqual(['custom-duplicate']);
  });

  it('is hidden from a user who may not create it', () => {
    expect(custom(maskOf({ read: 3, update: 3 }), 'a1')).toEqual([]);
  });
});
