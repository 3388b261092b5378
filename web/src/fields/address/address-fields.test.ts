import { describe, expect, it } from 'vitest';
import { addressPatch, readAddress } from './address-fields.js';

const crm = new Set([
  'address1_street',
  'address1_city',
  'address1_postalcode',
  'address1_country',
  'address1_latitude',
  'address1_longitude',
]);
const exists = (name: string) => crm.has(name);

describe('address fields', () => {
  it('reads the crm address columns', () => {
    expect(
      readAddress(
        {
          address1_street: 'Main 1',
          address1_city: 'Senec',
          address1_postalcode: '903 01',
          address1_latitude: '48.2',
        },
        'address1_',
        exists,
      ),
    ).toEqual({
      street: 'Main 1',
      city: 'Senec',
      zip: '903 01',
      country: null,
      latitude: 48.2,
      longitude: null,
    });
  });
  it('writes only columns the object has', () => {
    expect(
      addressPatch({ street: 'Main 1', zip: '1', latitude: 1 }, 'address_', (n) => n === 'address_street'),
    ).toEqual({ address_street: 'Main 1' });
    expect(addressPatch({ zip: '903 01', longitude: 17 }, 'address1_', exists)).toEqual({
      address1_postalcode: '903 01',
      address1_longitude: 17,
    });
  });
});
