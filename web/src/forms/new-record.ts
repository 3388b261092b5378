import type { CurrencyInfo } from '../api/user-context';
import type { RecordValues } from '../data/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';

/**
 * A new record's starting values (spec 000 section 4): property defaults, then the `init` JSON
 * parameter of the URL, the current user as owner and the organisation's default currency.
 * Anything in init that is not a property of the object is dropped.
 */
export function newRecordValues(
  object: ObjectMeta,
  options: {
    init: string | null;
    user: { id: string; name: string | null };
    currencies: CurrencyInfo[];
  },
): RecordValues {
  const values: RecordValues = {};
  const names = new Set(object.properties.map((property) => property.logicalName));
  for (const property of object.properties) {
    if (property.defaultValue !== undefined && property.defaultValue !== null)
      values[property.logicalName] = property.defaultValue;
  }
  if (names.has('ownerid'))
    values.ownerid = { id: options.user.id, name: 'systemuser', label: options.user.name };
  const currency = options.currencies.find((candidate) => candidate.isdefault) ?? options.currencies[0];
  const currencyProperty = object.properties.find(
    (property) => property.type === 'Lookup' && property.targets?.includes('currency'),
  );
  if (currency && currencyProperty) {
    values[currencyProperty.logicalName] = { id: currency.id, name: 'currency', label: currency.name };
  }
  for (const [key, value] of Object.entries(parseInit(options.init))) {
    if (names.has(key) && key !== 'id' && key !== 'versionnumber') values[key] = value;
  }
  return values;
}

function parseInit(init: string | null): RecordValues {
  if (!init) return {};
  try {
    const parsed: unknown = JSON.parse(init);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as RecordValues)
      : {};
  } catch {
    return {};
  }
}
