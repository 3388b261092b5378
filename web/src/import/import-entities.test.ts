import { maskOf } from '@strata/api/contract/permission-mask';
import { describe, expect, it } from 'vitest';
import type { ObjectMeta } from '../metadata/object-metadata.js';
import { canImportInto, canUpdateRecords, importableEntities } from './import-entities.js';
import { testMetaDict } from './test-objects.js';

const full = maskOf({ create: 3, read: 3, update: 3, delete: 3 });
const createOnly = maskOf({ create: 1, read: 3 });

describe('import entities', () => {
  it('lists entities the user can create in, not link tables, by display name', () => {
    const permDict = { contact: full, account: createOnly, lead: maskOf({ read: 3 }), account_contact: full };
    expect(importableEntities(testMetaDict, permDict, 'en').map((object) => object.logicalName)).toEqual([
      'account',
      'contact',
    ]);
    expect(canImportInto(testMetaDict, permDict, 'lead')).toBe(false);
    expect(canImportInto(testMetaDict, permDict, 'unknown')).toBe(false);
    expect(
      canImportInto(
        { ...testMetaDict, audit: { ...(testMetaDict.lead as ObjectMeta), logicalName: 'audit' } },
        { audit: full },
        'audit',
      ),
    ).toBe(false);
  });

  it('offers Update Existing only with update rights', () => {
    expect(canUpdateRecords({ contact: full }, 'contact')).toBe(true);
    expect(canUpdateRecords({ contact: createOnly }, 'contact')).toBe(false);
  });
});
