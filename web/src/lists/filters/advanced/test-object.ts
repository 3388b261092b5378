import type { ObjectMeta } from '../../../metadata/object-metadata';
import { testProperty } from '../../../metadata/test-property';
import { conditionProperties } from './operators';

/** Tests only: an account-like entity with a property of every kind the editor handles. */
const property = testProperty;

export const testObject: ObjectMeta = {
  logicalName: 'account',
  displayName: 'Account',
  displayNamePlural: 'Accounts',
  type: 'standard',
  properties: [
    property('name', 'Account Name', 'String'),
    property('revenue', 'Annual Revenue', 'Money'),
    property('numberofemployees', 'Number of Employees', 'Integer'),
    property('customertypecode', 'Relationship Type', 'Integer', {
      flags: ['OptionSet'],
      richOptions: [
        { value: 1, label: 'Customer' },
        { value: 3, label: 'Partner' },
      ],
    }),
    property('address1_country', 'Country', 'String', {
      flags: ['OptionSet'],
      options: ['Slovakia', 'Germany'],
    }),
    property('channels', 'Channels', 'Integer', {
      flags: ['OptionSet', 'MultiSelect'],
      richOptions: [
        { value: 0, label: 'Email' },
        { value: 2, label: 'Visit' },
      ],
    }),
    property('donotemail', 'Do not email', 'Boolean'),
    property('createdon', 'Created On', 'DateTime', { flags: ['UTC'] }),
    property('birthday', 'Founded', 'DateTime', { flags: ['DateOnly'] }),
    property('parentaccountid', 'Parent Account', 'Lookup', { targets: ['account'] }),
    property('id', 'Id', 'Guid'),
    property('logo', 'Logo', 'String', { flags: ['Image'] }),
  ],
};

/** As the dialog looks properties up: only those a condition can name. */
export const propertyOf = (name: string) =>
  conditionProperties(testObject).find((item) => item.logicalName === name);
