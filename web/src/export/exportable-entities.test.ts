import { maskOf } from '@strata/api/contract/permission-mask';
import { describe, expect, it } from 'vitest';
import { exportableEntities } from './exportable-entities.js';
import { metaDict } from './test-metadata.js';

describe('the export picker', () => {
  it('lists readable entities that are not link tables, by plural name', () => {
    const permDict = {
      account: maskOf({ read: 3 }),
      contact: maskOf({ read: 1 }),
      account_contact: maskOf({ read: 3 }),
    };
    expect(exportableEntities(metaDict, permDict, 'en')).toEqual([
      { name: 'account', label: 'Accounts', singular: 'Account' },
      { name: 'contact', label: 'Contacts', singular: 'Contact' },
    ]);
  });

  it('leaves out an entity the user cannot read, even when its metadata is known', () => {
    const permDict = { account: maskOf({ create: 3, update: 3 }), contact: maskOf({ read: 2 }) };
    expect(exportableEntities(metaDict, permDict, 'en').map((entity) => entity.name)).toEqual(['contact']);
    expect(exportableEntities(metaDict, {}, 'en')).toEqual([]);
  });
});
