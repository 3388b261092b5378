import { describe, expect, it } from 'vitest';
import { convertCell } from './convert-cell.js';
import { contactObject, propertyOf } from './test-objects.js';

const convert = (field: string, raw: unknown) => convertCell(propertyOf(contactObject, field), raw);
const errorKey = (field: string, raw: unknown) => {
  const result = convert(field, raw);
  return result?.kind === 'error' && 'key' in result.message ? result.message.key : result;
};

describe('convertCell', () => {
  it('leaves a missing JSON key out and makes empty cells null', () => {
    expect(convert('name', undefined)).toBeUndefined();
    expect(convert('name', '')).toEqual({ kind: 'value', value: null });
    expect(convert('visits', '   ')).toEqual({ kind: 'value', value: null });
    expect(convert('accountid', null)).toEqual({ kind: 'value', value: null });
  });

  it('cuts strings to the max length with a warning, counting characters', () => {
    expect(convert('lastname', '  Smith ')).toEqual({ kind: 'value', value: 'Smith' });
    expect(convert('lastname', 'Šťastnýovážová')).toEqual({
      kind: 'value',
      value: 'Šťastnýová',
      warning: { key: 'warnings.truncated', params: { field: 'Last Name', max: 10 } },
    });
    // name has the base column's 200
    const long = 'x'.repeat(250);
    expect(convert('name', long)).toMatchObject({ value: 'x'.repeat(200) });
    expect(convert('visits', 12)).toEqual({ kind: 'value', value: 12 });
    expect(convert('description', 12)).toEqual({ kind: 'value', value: '12' });
  });

  it('checks JSON text and keeps JSON values as text', () => {
    expect(convert('settings', '{"a":1}')).toEqual({ kind: 'value', value: '{"a":1}' });
    expect(convert('settings', { a: 1 })).toEqual({ kind: 'value', value: '{"a":1}' });
    expect(errorKey('settings', '{broken')).toBe('cells.notJson');
  });

  it('reads numbers with a decimal comma and checks integers', () => {
    expect(convert('credit', '1 500,50')).toEqual({ kind: 'value', value: 1500.5 });
    expect(convert('visits', '12')).toEqual({ kind: 'value', value: 12 });
    expect(errorKey('visits', '1,5')).toBe('cells.notInteger');
    expect(errorKey('visits', '3000000000')).toBe('cells.outOfRange');
    expect(errorKey('credit', 'lots')).toBe('cells.notNumber');
    expect(convert('credit', 'lots')).toEqual({
      kind: 'error',
      message: { key: 'cells.notNumber', params: { field: 'Credit Limit', value: 'lots' } },
    });
  });

  it('takes option values or labels', () => {
    expect(convert('gendercode', '2')).toEqual({ kind: 'value', value: 2 });
    expect(convert('gendercode', 'female')).toEqual({ kind: 'value', value: 2 });
    expect(convert('gendercode', 1)).toEqual({ kind: 'value', value: 1 });
    expect(errorKey('gendercode', 'Other')).toBe('cells.notOption');
    expect(convert('salutation', 'ms.')).toEqual({ kind: 'value', value: 'Ms.' });
    // a write-in field keeps other text
    expect(convert('salutation', 'Dr.')).toEqual({ kind: 'value', value: 'Dr.' });
  });

  it('builds multi-select values from values or labels', () => {
    expect(convert('hobbies', 'Golf, chess')).toEqual({ kind: 'value', value: 0b1001 });
    expect(convert('hobbies', 8)).toEqual({ kind: 'value', value: 8 });
    expect(errorKey('hobbies', 'Golf;Tennis')).toBe('cells.notOption');
    expect(convert('channels', 'Phone;E-mail')).toEqual({ kind: 'value', value: 'mail;phone' });
  });

  it('reads booleans in words', () => {
    expect(convert('isvip', 'Yes')).toEqual({ kind: 'value', value: true });
    expect(convert('isvip', '0')).toEqual({ kind: 'value', value: false });
    expect(convert('isvip', true)).toEqual({ kind: 'value', value: true });
    expect(errorKey('isvip', 'sometimes')).toBe('cells.notBoolean');
  });

  it('reads dates', () => {
    expect(convert('birthdate', '24.12.1980')).toEqual({ kind: 'value', value: '1980-12-24' });
    expect(convert('lastcall', '24.12.1980 10:00')).toEqual({
      kind: 'value',
      value: '1980-12-24T10:00:00.000Z',
    });
    expect(errorKey('birthdate', '30.02.1980')).toBe('cells.notDate');
  });

  it('takes lookup ids as they are and leaves names to be looked up', () => {
    expect(convert('accountid', '0123456789abcdef0123456789ABCDEF')).toEqual({
      kind: 'value',
      value: '01234567-89ab-cdef-0123-456789abcdef',
    });
    expect(convert('accountid', ' Acme Ltd ')).toEqual({ kind: 'lookup', text: 'Acme Ltd', by: 'name' });
    expect(convert('accountid', { id: '01234567-89ab-cdef-0123-456789abcdef', name: 'account' })).toEqual({
      kind: 'value',
      value: '01234567-89ab-cdef-0123-456789abcdef',
    });
    expect(convert('accountid', { id: null, label: 'Acme' })).toEqual({
      kind: 'lookup',
      text: 'Acme',
      by: 'name',
    });
  });

  it('finds the target of a bare id when a lookup has several', () => {
    const id = '01234567-89ab-cdef-0123-456789abcdef';
    expect(convert('regardingid', id)).toEqual({ kind: 'lookup', text: id, by: 'id' });
    expect(convert('regardingid', { id, name: 'lead' })).toEqual({
      kind: 'value',
      value: { id, name: 'lead' },
    });
  });

  it('checks ids', () => {
    expect(convert('id', '0123456789abcdef0123456789abcdef')).toEqual({
      kind: 'value',
      value: '01234567-89ab-cdef-0123-456789abcdef',
    });
    expect(errorKey('id', 'not-an-id')).toBe('cells.notId');
  });
});
