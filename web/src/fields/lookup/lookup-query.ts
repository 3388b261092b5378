import type { FetchCondition, FetchFilter, FetchQuery } from '@strata/api/contract/query';
import { escapeLike } from '@strata/api/contract/query-rules';
import type { RecordValues } from '../../data/data-api';
import { isLookupValue } from '../../data/data-api';

/** Rows a lookup search shows at once (the dropdown is 190 px; the dialog scrolls). */
export const lookupPageSize = 20;

/**
 * The filter the lookup's options ask for: pairs of (attribute on the target, attribute on the
 * current record). A contact lookup with ["accountid", "accountid"] lists only contacts of the
 * record's account. A pair whose source is empty filters nothing, so a new record without an
 * account still finds every contact.
 */
export function lookupFilterConditions(
  options: string[] | undefined,
  record: RecordValues | undefined,
): FetchCondition[] {
  const conditions: FetchCondition[] = [];
  if (!options) return conditions;
  for (let index = 0; index + 1 < options.length; index += 2) {
    const targetAttribute = options[index] as string;
    const source = record?.[options[index + 1] as string];
    const value = isLookupValue(source) ? source.id : source;
    if (value === null || value === undefined || value === '' || value === '0') continue;
    conditions.push({ attribute: targetAttribute, operator: 'eq', value });
  }
  return conditions;
}

/** How typed text matches names: from their start (lookups) or anywhere (filters). */
export type NameMatch = 'prefix' | 'contains';

/**
 * Names matching the typed text (case-insensitive on the server), ordered by name; `extra`
 * (an extraFetch setting) narrows the records further.
 */
export function buildLookupQuery(
  target: string,
  text: string,
  conditions: FetchCondition[],
  pageSize = lookupPageSize,
  match: NameMatch = 'prefix',
  extra?: FetchFilter,
): FetchQuery {
  const all: FetchCondition[] = [...conditions];
  const trimmed = text.trim();
  const pattern = `${match === 'contains' ? '%' : ''}${escapeLike(trimmed)}%`;
  if (trimmed) all.push({ attribute: 'name', operator: 'like', value: pattern });
  const filter: FetchFilter | undefined =
    all.length || extra
      ? { type: 'and', ...(all.length ? { conditions: all } : {}), ...(extra ? { filters: [extra] } : {}) }
      : undefined;
  return {
    entity: {
      name: target,
      attributes: [{ attribute: 'id' }, { attribute: 'name' }],
      ...(filter ? { filter } : {}),
      orders: [{ attribute: 'name' }],
    },
    page: 1,
    pageSize,
  };
}

/**
 * Initial values for a new target record created from this lookup: the same option pairs that
 * filter the search prefill the new record (a contact created from an account's primary-contact
 * field belongs to that account). Lookup values pass as they are; the record's own id becomes a
 * lookup to the record.
 */
export function quickCreateInit(
  options: string[] | undefined,
  record: RecordValues | undefined,
  objectName: string,
): Record<string, unknown> {
  const init: Record<string, unknown> = {};
  if (!options || !record) return init;
  for (let index = 0; index + 1 < options.length; index += 2) {
    const targetAttribute = options[index] as string;
    const sourceAttribute = options[index + 1] as string;
    const source = record[sourceAttribute];
    if (isLookupValue(source)) init[targetAttribute] = source;
    else if (sourceAttribute === 'id') {
      // a record not saved yet (id 0 or none) cannot be referenced
      if (typeof source === 'string' && source !== '0') {
        init[targetAttribute] = {
          id: source,
          name: objectName,
          label: typeof record.name === 'string' ? record.name : null,
        };
      }
    } else if (source !== null && source !== undefined && source !== '') init[targetAttribute] = source;
  }
  return init;
}
