import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { describe, expect, it } from 'vitest';
import type { ObjectMeta } from '../metadata/object-metadata.js';
import { isRequired, missingRequired } from './required-check.js';

const property = (logicalName: string, flags: string[] = []): PropertyDefinition =>
  ({ logicalName, displayName: logicalName.toUpperCase(), type: 'String', flags }) as PropertyDefinition;

const object = {
  logicalName: 'thing',
  properties: [
    property('name', ['Required']),
    property('note'),
    property('code', ['Required', 'AutoNumber']),
  ],
} as unknown as ObjectMeta;

describe('required fields (spec 000 section 5)', () => {
  it('are required by the property OR the form entry; a form entry cannot make a Required property optional', () => {
    expect(isRequired({}, { flags: ['Required'] })).toBe(true);
    expect(isRequired({ required: false }, { flags: ['Required'] })).toBe(true);
    expect(isRequired({ required: true }, { flags: [] })).toBe(true);
    expect(isRequired({}, { flags: [] })).toBe(false);
  });

  it('lists the labels of the empty ones the form shows, once each, AutoNumber fields never', () => {
    const fields = [
      { name: 'name', required: false },
      { name: 'note', required: true, label: 'Your note' },
      { name: 'note' },
      { name: 'code' },
    ];
    expect(missingRequired(object, fields, { name: '', note: null })).toEqual(['NAME', 'Your note']);
    expect(missingRequired(object, fields, { name: 'x', note: 'y' })).toEqual([]);
  });
});
