import type { ObjectMeta } from '../metadata/object-metadata';
import { testProperty } from '../metadata/test-property';

/** Tests only: account and contact as the crm template has them, and a link table. */
const property = testProperty;

export const account: ObjectMeta = {
  logicalName: 'account',
  displayName: 'Account',
  displayNamePlural: 'Accounts',
  type: 'standard',
  properties: [
    property('id', 'Id', 'Guid'),
    property('name', 'Account Name', 'String'),
    property('revenue', 'Annual Revenue', 'Money', { precision: 2 }),
    property('numberofemployees', 'Employees', 'Integer'),
    property('address1_latitude', 'Latitude', 'Float', { precision: 6 }),
    property('customertypecode', 'Relationship Type', 'Integer', {
      flags: ['OptionSet'],
      richOptions: [
        { value: 1, label: 'Customer' },
        { value: 3, label: 'Partner' },
      ],
    }),
    property('primarycontactid', 'Primary Contact', 'Lookup', { targets: ['contact'] }),
    property('donotemail', 'Do Not Email', 'Boolean'),
    property('createdon', 'Created On', 'DateTime'),
    property('founded', 'Founded', 'DateTime', { flags: ['DateOnly'] }),
    property('handlingtime', 'Handling Time', 'Integer', { flags: ['Duration'] }),
    property('logo', 'Logo', 'Binary'),
  ],
};

export const contact: ObjectMeta = {
  logicalName: 'contact',
  displayName: 'Contact',
  displayNamePlural: 'Contacts',
  type: 'standard',
  properties: [
    property('id', 'Id', 'Guid'),
    property('name', 'Full Name', 'String'),
    property('jobtitle', 'Job Title', 'String'),
    property('accountid', 'Account', 'Lookup', { targets: ['account'] }),
  ],
};

export const accountContact: ObjectMeta = {
  logicalName: 'account_contact',
  displayName: 'Account Contact',
  displayNamePlural: 'Account Contacts',
  type: 'many',
  properties: [
    property('accountid', 'Account', 'Lookup', { targets: ['account'] }),
    property('contactid', 'Contact', 'Lookup', { targets: ['contact'] }),
  ],
};

export const metaDict: Record<string, ObjectMeta> = { account, contact, account_contact: accountContact };

export const columnOf = (object: ObjectMeta, key: string) => {
  const found = object.properties.find((item) => item.logicalName === key);
  return { key, label: found?.displayName ?? key, property: found };
};
