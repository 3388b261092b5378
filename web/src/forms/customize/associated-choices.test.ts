import { describe, expect, it } from 'vitest';
import { associatedChoices } from './associated-choices.js';

const lookup = (logicalName: string, displayName: string, targets: string[]) => ({
  logicalName,
  displayName,
  type: 'Lookup' as const,
  targets,
});

describe('associatedChoices', () => {
  const metaDict = {
    account: {
      logicalName: 'account',
      displayNamePlural: 'Accounts',
      properties: [lookup('parentid', 'Parent', ['account'])],
    },
    contact: {
      logicalName: 'contact',
      displayNamePlural: 'Contacts',
      properties: [
        { logicalName: 'name', displayName: 'Name', type: 'String' as const },
        lookup('accountid', 'Account', ['account']),
        lookup('managerid', 'Manager', ['contact']),
      ],
    },
    activity: {
      logicalName: 'activity',
      displayNamePlural: 'Activities',
      properties: [lookup('regardingid', 'Regarding', ['account', 'contact'])],
    },
  };

  it('offers every lookup that targets the entity, polymorphic ones too, sorted by label', () => {
    expect(associatedChoices(metaDict, 'account')).toEqual([
      { objectName: 'account', relationField: 'parentid', label: 'Accounts', fieldLabel: 'Parent' },
      { objectName: 'activity', relationField: 'regardingid', label: 'Activities', fieldLabel: 'Regarding' },
      { objectName: 'contact', relationField: 'accountid', label: 'Contacts', fieldLabel: 'Account' },
    ]);
  });

  it('answers nothing for an entity no lookup points at (MsgNoAssociatedLists)', () => {
    expect(associatedChoices(metaDict, 'product')).toEqual([]);
  });
});
