import type { FetchCondition } from '../contract/query.js';
import type { Queryable } from '../db/types.js';
import { isAppError } from '../errors/app-error.js';
import { type FetchContext, fetchRecords } from '../query/compile-fetch.js';
import { type NextRule, nextRuleFields } from './next-rule.js';

const ruleEntity = 'inu_nextrule';
/** More rules than anyone reads on one screen; each one costs a query. */
const maxRules = 50;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const integer = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The What's Next rules the user may read (through the compiler, with the user's read access),
 * ordered by name so "the first rule" is stable; only those for `objectname` when given. No
 * read right on inu_nextrule at all: no rules.
 */
export async function loadRules(
  db: Queryable,
  context: FetchContext,
  objectname: string | undefined,
): Promise<NextRule[]> {
  const known = context.metadata.properties.get(ruleEntity);
  if (!known) return [];
  const conditions: FetchCondition[] = objectname
    ? [{ attribute: 'objectname', operator: 'eq', value: objectname }]
    : [];
  let rows: Record<string, unknown>[];
  try {
    rows = await fetchRecords(
      db,
      {
        entity: {
          name: ruleEntity,
          attributes: nextRuleFields.filter((field) => known.has(field)).map((attribute) => ({ attribute })),
          filter: { conditions },
          orders: [{ attribute: 'name' }],
        },
        count: maxRules,
      },
      context,
    );
  } catch (error) {
    if (isAppError(error) && error.code === 'ERR_FORBIDDEN') return [];
    throw error;
  }
  return rows.map((row) => ({
    id: String(row.id),
    name: text(row.name) ?? '',
    label: text(row.label),
    objectname: text(row.objectname),
    related: text(row.related),
    relatedmaxage: integer(row.relatedmaxage),
    nullrelatedmaxage: integer(row.nullrelatedmaxage),
    statusfield: text(row.statusfield),
    statusvalues: text(row.statusvalues),
    datefield: text(row.datefield),
    can_create: row.can_create === true,
  }));
}
