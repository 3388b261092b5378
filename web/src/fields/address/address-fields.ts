import type { RecordValues } from '../../data/data-api';
import type { AddressValues } from './geocode';

/**
 * Where an address lives on a record: columns named {prefix}street, {prefix}city, ... The ZIP
 * column is called postalcode in the crm template (address1_postalcode) and zip elsewhere, so
 * both are tried in that order.
 */
const columns: Record<keyof AddressValues, readonly string[]> = {
  street: ['street'],
  city: ['city'],
  zip: ['postalcode', 'zip'],
  country: ['country'],
  latitude: ['latitude'],
  longitude: ['longitude'],
};

function column(
  part: keyof AddressValues,
  prefix: string,
  exists: (name: string) => boolean,
): string | undefined {
  return columns[part].map((suffix) => `${prefix}${suffix}`).find(exists);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown) => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};

/** The dialog's values from a record ("address1_" for the crm's account and contact). */
export function readAddress(
  record: RecordValues,
  prefix: string,
  exists: (name: string) => boolean,
): AddressValues {
  const get = (part: keyof AddressValues) => {
    const name = column(part, prefix, exists);
    return name ? record[name] : undefined;
  };
  return {
    street: text(get('street')),
    city: text(get('city')),
    zip: text(get('zip')),
    country: text(get('country')),
    latitude: number(get('latitude')),
    longitude: number(get('longitude')),
  };
}

/** The record changes for the dialog's values, only for columns the object has. */
export function addressPatch(
  values: AddressValues,
  prefix: string,
  exists: (name: string) => boolean,
): RecordValues {
  const patch: RecordValues = {};
  for (const part of Object.keys(columns) as (keyof AddressValues)[]) {
    const name = column(part, prefix, exists);
    if (name && values[part] !== undefined) patch[name] = values[part];
  }
  return patch;
}
