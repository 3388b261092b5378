import { allProperties } from '@strata/api/contract/base-properties';
import type { ObjectDefinition } from '@strata/api/contract/metadata';
import { describe, expect, it } from 'vitest';
import type { ObjectMeta } from '../../metadata/object-metadata.js';
import { testEuro } from '../../metadata/test-currency.js';
import { recordHeaderModel } from './record-header-model.js';

const definition: ObjectDefinition = {
  logicalName: 'account',
  displayName: 'Account',
  properties: [
    { logicalName: 'name', displayName: 'Account Name', type: 'String', flags: ['Required'] },
    {
      logicalName: 'customertypecode',
      displayName: 'Relationship Type',
      type: 'Integer',
      flags: ['OptionSet'],
      richOptions: [
        { value: 1, label: 'Customer', color: '#2e9e5b' },
        { value: 2, label: 'Partner' },
      ],
    },
    { logicalName: 'revenue', displayName: 'Annual Revenue', type: 'Money', flags: [] },
    { logicalName: 'numberofemployees', displayName: 'Employees', type: 'Integer', flags: [] },
    {
      logicalName: 'parentaccountid',
      displayName: 'Parent',
      type: 'Lookup',
      flags: [],
      targets: ['account'],
    },
    { logicalName: 'telephone1', displayName: 'Main Phone', type: 'String', flags: ['Phone'] },
  ],
} as ObjectDefinition;
// as the user context sends it: the base columns (owner, status, stamps) among the properties
const account: ObjectMeta = { ...definition, properties: allProperties(definition) };

const euro = testEuro;
const format = { language: 'en', numberLocale: 'de', currencyDict: { eur: euro } };

const record = {
  id: 'a1',
  name: 'Contoso',
  ownerid: { id: 'u1', name: 'systemuser', label: 'Eva Nováková' },
  statecode: 0,
  statuscode: 1,
  createdon: '2026-03-01T09:30:00.000Z',
  createdby: { id: 'u2', name: 'systemuser', label: 'Jan Novák' },
  modifiedon: '2026-03-10T11:55:00.000Z',
  modifiedby: { id: 'u1', name: 'systemuser', label: 'Eva Nováková' },
  customertypecode: 1,
  revenue: 1234567.5,
  currencyid: { id: 'eur', name: 'currency', label: 'Euro' },
  numberofemployees: 1200,
  parentaccountid: { id: 'p1', name: 'account', label: 'Contoso Group' },
  telephone1: '',
};

describe('the record header model', () => {
  it('reads name, owner, status and who created and changed the record', () => {
    const model = recordHeaderModel(account, record, undefined, format);
    expect(model.name).toBe('Contoso');
    expect(model.owner).toEqual({
      entity: 'systemuser',
      id: 'u1',
      label: 'Eva Nováková',
      fieldLabel: 'Owner',
    });
    expect(model.status).toEqual({
      label: 'Active',
      color: undefined,
      icon: undefined,
      fieldLabel: 'Status Reason',
    });
    expect(model.created).toEqual({ at: new Date('2026-03-01T09:30:00.000Z'), by: 'Jan Novák' });
    expect(model.modified).toEqual({ at: new Date('2026-03-10T11:55:00.000Z'), by: 'Eva Nováková' });
    // no header in the form: no key fields
    expect(model.fields).toEqual([]);
  });

  it('formats the key fields as lists do, in the order the form names them', () => {
    const model = recordHeaderModel(
      account,
      record,
      { fields: ['revenue', 'customertypecode', 'parentaccountid', 'numberofemployees'] },
      format,
    );
    expect(model.fields.map((field) => [field.label, field.text])).toEqual([
      ['Annual Revenue', '1.234.567,50\u00a0€'],
      ['Relationship Type', 'Customer'],
      ['Parent', 'Contoso Group'],
      ['Employees', '1.200'],
    ]);
    expect(model.fields[1]?.option).toEqual({ label: 'Customer', color: '#2e9e5b', icon: undefined });
    expect(model.fields[2]?.link).toEqual({ entity: 'account', id: 'p1' });
    expect(model.fields[0]?.option).toBeUndefined();
    expect(model.fields[0]?.link).toBeUndefined();
  });

  it('keeps empty key fields (shown as no value) and leaves out fields the entity lacks', () => {
    const model = recordHeaderModel(account, record, { fields: ['telephone1', 'gone', 'revenue'] }, format);
    expect(model.fields.map((field) => [field.name, field.text])).toEqual([
      ['telephone1', ''],
      ['revenue', '1.234.567,50\u00a0€'],
    ]);
  });

  it('falls back to the state when the status reason has no known option, and skips what is missing', () => {
    const model = recordHeaderModel(
      account,
      { id: 'a2', statecode: 1, statuscode: 99, createdon: 'not a date', ownerid: null },
      undefined,
      format,
    );
    expect(model.name).toBe('');
    expect(model.status).toMatchObject({ label: 'Inactive', fieldLabel: 'Status' });
    expect(model.owner).toBeUndefined();
    expect(model.created).toBeUndefined();
    expect(model.modified).toBeUndefined();
  });

  it('shows the colour a status option carries', () => {
    const withColours: ObjectMeta = {
      ...account,
      properties: account.properties.map((property) =>
        property.logicalName === 'statuscode'
          ? { ...property, richOptions: [{ value: 1, label: 'Open', color: '#0071eb', icon: 'circle' }] }
          : property,
      ),
    };
    expect(recordHeaderModel(withColours, record, undefined, format).status).toEqual({
      label: 'Open',
      color: '#0071eb',
      icon: 'circle',
      fieldLabel: 'Status Reason',
    });
  });
});
