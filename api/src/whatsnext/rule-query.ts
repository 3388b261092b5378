import type { PropertyDefinition } from '../contract/metadata.js';
import type { FetchCondition, FetchLink, FetchQuery } from '../contract/query.js';
import { whatsNextRowsPerRule } from '../contract/whatsnext.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import { fieldNotFound, objectNotFound } from '../query/query-errors.js';
import type { NextRule } from './next-rule.js';

const dayMs = 24 * 60 * 60 * 1000;

const daysBefore = (reference: Date, days: number) =>
  new Date(reference.getTime() - days * dayMs).toISOString();

export type RuleQueryOptions = {
  /** the reference date: the end of the user's day, shifted by the scheduled filter (reference-date.ts) */
  reference: Date;
  /** the record owner to list; undefined: every owner */
  ownerId: string | undefined;
};

/**
 * The fetch query for one What's Next rule. A record of `objectname` is listed for the
 * reference date D when all of the rule's parts that are filled in hold:
 *
 * - related = "table.field", relatedmaxage = R: no row of `table` whose lookup `field` points at
 *   the record was created after D - R days ("untouched for R days"). Without R: no such row
 *   at all. Only rows the user may read count (the compiler's not-any link carries that
 *   entity's read access), so a user is never told about rows they cannot see.
 * - nullrelatedmaxage = N: the record itself was created on or before D - N days. This is the
 *   grace a new record gets before it is due although it has no related row at all yet (a lead
 *   created yesterday is not "untouched for 3 days"). Related rows are created after their
 *   record, so for a record that has some the condition already holds whenever N <= R.
 * - statusfield with statusvalues ("a;b"): the field's value is one of the listed values,
 *   read as the field's type (numbers for option sets, true/false for booleans).
 * - datefield = F (migration 0002): F is set and on or before D (a work order's scheduledstart).
 * - the owner filter: ownerid is the given user.
 *
 * Newest first by createdon, at most 10 (spec 001 section 7). An entity or field the tenant
 * lacks throws ERR_OBJECT_NOT_FOUND / ERR_FIELD_NOT_FOUND, here or in the compiler.
 */
export function ruleQuery(rule: NextRule, metadata: TenantMetadata, options: RuleQueryOptions): FetchQuery {
  const entity = rule.objectname?.trim() ?? '';
  const properties = metadata.properties.get(entity);
  if (!properties) throw objectNotFound(entity, 'objectname');
  const conditions: FetchCondition[] = [];
  if (options.ownerId !== undefined) {
    conditions.push({ attribute: 'ownerid', operator: 'eq', value: options.ownerId });
  }
  const status = statusCondition(rule, entity, properties);
  if (status) conditions.push(status);
  if (rule.nullrelatedmaxage !== null) {
    conditions.push({
      attribute: 'createdon',
      operator: 'le',
      value: daysBefore(options.reference, rule.nullrelatedmaxage),
    });
  }
  const dateField = rule.datefield?.trim();
  if (dateField) {
    if (!properties.has(dateField)) throw fieldNotFound(entity, dateField, 'datefield');
    conditions.push({ attribute: dateField, operator: 'le', value: options.reference.toISOString() });
  }
  const related = relatedLink(rule, metadata, options.reference);
  return {
    entity: {
      name: entity,
      attributes: [{ attribute: 'name' }, { attribute: 'createdon' }],
      filter: { conditions },
      orders: [{ attribute: 'createdon', descending: true }],
      ...(related ? { links: [related] } : {}),
    },
    count: whatsNextRowsPerRule,
  };
}

function statusCondition(
  rule: NextRule,
  entity: string,
  properties: ReadonlyMap<string, PropertyDefinition>,
): FetchCondition | undefined {
  const field = rule.statusfield?.trim();
  if (!field) return undefined;
  const property = properties.get(field);
  if (!property) throw fieldNotFound(entity, field, 'statusfield');
  const values = (rule.statusvalues ?? '')
    .split(';')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.length === 0) return undefined;
  return { attribute: field, operator: 'in', value: values.map((value) => typed(property, value)) };
}

/** A status value as the field's type: the compiler refuses a value that does not fit. */
function typed(property: PropertyDefinition, value: string): unknown {
  switch (property.type) {
    case 'Integer':
    case 'Decimal':
    case 'Float':
    case 'Money':
    case 'VersionNumber':
      return value === '' || Number.isNaN(Number(value)) ? value : Number(value);
    case 'Boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    default:
      return value;
  }
}

/** The related table's name, or undefined when the rule has none. */
export function relatedTable(rule: NextRule): string | undefined {
  return rule.related?.trim().split('.')[0] || undefined;
}

function relatedLink(rule: NextRule, metadata: TenantMetadata, reference: Date): FetchLink | undefined {
  const related = rule.related?.trim();
  if (!related) return undefined;
  const [table, field, ...rest] = related.split('.');
  if (!table || !field || rest.length > 0) throw fieldNotFound(rule.objectname ?? '', related, 'related');
  const fields = metadata.properties.get(table);
  if (!fields) throw objectNotFound(table, 'related');
  if (!fields.has(field)) throw fieldNotFound(table, field, 'related');
  const link: FetchLink = { name: table, from: field, to: 'id', alias: 'related', type: 'not-any' };
  if (rule.relatedmaxage !== null) {
    link.filter = {
      conditions: [
        { attribute: 'createdon', operator: 'gt', value: daysBefore(reference, rule.relatedmaxage) },
      ],
    };
  }
  return link;
}
