import { allProperties } from '@strata/api/contract/base-properties';
import type { ObjectMeta, PropertyMeta } from '../metadata/object-metadata';
import { testProperty } from '../metadata/test-property';

/**
 * Tests only: entities shaped like the crm template's, with their base columns as the user
 * context sends them (createdon, versionnumber, ...), so tests meet what the screen meets.
 */
const property = testProperty;

function entity(
  logicalName: string,
  displayName: string,
  properties: PropertyMeta[],
  type: 'standard' | 'many' = 'standard',
): ObjectMeta {
  const definition = { logicalName, displayName, displayNamePlural: `${displayName}s`, type, properties };
  return { ...definition, properties: allProperties(definition) };
}

export const contactObject = entity('contact', 'Contact', [
  property('name', 'Full Name', 'String', { flags: ['Required'] }),
  property('lastname', 'Last Name', 'String', { flags: ['Required'], max: 10 }),
  property('accountid', 'Account', 'Lookup', { targets: ['account'] }),
  property('emailaddress1', 'Email', 'String', { flags: ['Email'], max: 320 }),
  property('birthdate', 'Birthday', 'DateTime', { flags: ['DateOnly'] }),
  property('lastcall', 'Last Call', 'DateTime', { flags: ['UTC'] }),
  property('gendercode', 'Gender', 'Integer', {
    flags: ['OptionSet'],
    richOptions: [
      { value: 1, label: 'Male' },
      { value: 2, label: 'Female' },
    ],
  }),
  property('salutation', 'Salutation', 'String', {
    flags: ['OptionSet', 'WriteIn'],
    options: ['Mr.', 'Ms.'],
    max: 40,
  }),
  property('hobbies', 'Hobbies', 'Integer', {
    flags: ['MultiSelect'],
    richOptions: [
      { value: 0, label: 'Chess' },
      { value: 3, label: 'Golf' },
    ],
  }),
  property('channels', 'Channels', 'String', {
    flags: ['OptionSet', 'MultiSelect'],
    richOptions: [
      { value: 'mail', label: 'E-mail' },
      { value: 'phone', label: 'Phone' },
    ],
  }),
  property('isvip', 'VIP', 'Boolean'),
  property('credit', 'Credit Limit', 'Money'),
  property('visits', 'Visits', 'Integer'),
  property('settings', 'Settings', 'String', { flags: ['Json'] }),
  property('contactnumber', 'Contact Number', 'String', { flags: ['AutoNumber'], max: 20 }),
  property('regardingid', 'Regarding', 'Lookup', { targets: ['account', 'lead'] }),
  property('description', 'Description', 'String', { flags: ['MultiLine'] }),
  property('score', 'Score', 'Integer', { isDisabled: true }),
]);

export const accountObject = entity('account', 'Account', [property('name', 'Account Name', 'String')]);
export const leadObject = entity('lead', 'Lead', [property('name', 'Topic', 'String')]);
export const linkObject = entity(
  'account_contact',
  'Account Contact',
  [
    property('accountid', 'Account', 'Lookup', { targets: ['account'] }),
    property('contactid', 'Contact', 'Lookup', { targets: ['contact'] }),
  ],
  'many',
);

export const testMetaDict: Record<string, ObjectMeta> = {
  contact: contactObject,
  account: accountObject,
  lead: leadObject,
  account_contact: linkObject,
};

export const propertyOf = (object: ObjectMeta, name: string): PropertyMeta => {
  const found = object.properties.find((item) => item.logicalName === name);
  if (!found) throw new Error(`no property ${name} in ${object.logicalName}`);
  return found;
};
