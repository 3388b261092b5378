import { z } from 'zod';
import { aggregateMethods, groupMethods } from './aggregate-methods.js';
import {
  type FetchOperator,
  fetchAliasPattern,
  fetchLimits,
  fetchNamePattern,
  fetchOperators,
} from './query-rules.js';

export { type FetchOperator, fetchAliasPattern, fetchLimits, fetchNamePattern, fetchOperators };

/**
 * The fetch query: the body of POST /api/fetch, the `query` of list views, and what charts and
 * dashboards send. Shaped like FetchXML in JSON. The schema only checks shape and limits; the
 * server's query compiler then looks every name up in the tenant's metadata.
 */

export type AggregateMethod = (typeof aggregateMethods)[number];
export type GroupMethod = (typeof groupMethods)[number];

const name = z.string().max(63).regex(fetchNamePattern, 'must match [a-z][a-z0-9_]{0,62}');
const alias = z.string().max(63).regex(fetchAliasPattern, 'must match [A-Za-z_][A-Za-z0-9_]{0,62}');

export type FetchCondition = {
  attribute: string;
  operator: FetchOperator;
  value?: unknown;
  /** the alias of a link whose attribute this is */
  entityName?: string | undefined;
};

export type FetchFilter = {
  type?: 'and' | 'or' | undefined;
  conditions?: FetchCondition[] | undefined;
  filters?: FetchFilter[] | undefined;
};

export type FetchAttribute = {
  attribute: string;
  alias?: string | undefined;
  aggregate?: AggregateMethod | undefined;
  groupBy?: GroupMethod | undefined;
};

export type FetchOrder = {
  attribute?: string | undefined;
  descending?: boolean | undefined;
  entityName?: string | undefined;
  /** an output alias (aggregate and group columns) */
  alias?: string | undefined;
};

export type FetchLink = {
  /** the linked entity */
  name: string;
  /** attribute on the linked entity */
  from: string;
  /** attribute on the parent */
  to: string;
  alias?: string | undefined;
  /**
   * inner: parent rows with a match; outer: all parent rows; not-any (Dataverse's "not any"):
   * only parent rows with NO matching row (the link's filter narrows what counts as a match).
   * A not-any link selects nothing and nests nothing; conditions outside it cannot name it.
   */
  type?: 'inner' | 'outer' | 'not-any' | undefined;
  attributes?: FetchAttribute[] | undefined;
  filter?: FetchFilter | undefined;
  links?: FetchLink[] | undefined;
};

export type FetchEntity = {
  name: string;
  attributes?: FetchAttribute[] | undefined;
  allattrs?: boolean | undefined;
  filter?: FetchFilter | undefined;
  orders?: FetchOrder[] | undefined;
  links?: FetchLink[] | undefined;
  distinct?: boolean | undefined;
};

export type FetchQuery = {
  entity: FetchEntity;
  /** 1-based */
  page?: number | undefined;
  pageSize?: number | undefined;
  /** FetchXML's count: rows per page, a synonym of pageSize */
  count?: number | undefined;
};

export const fetchConditionSchema = z
  .object({
    attribute: name,
    operator: z.enum(fetchOperators),
    value: z.unknown().optional(),
    entityName: alias.optional(),
  })
  .strict();

/** Only empty arrays are allowed where nesting has reached its limit. */
const nothingDeeper = (what: string, depth: number) =>
  z.array(z.never()).max(0, `${what} nest at most ${depth} deep`);

/**
 * Recursive shapes are spelled out level by level instead of z.lazy, so the parser's own
 * recursion ends at the nesting limit however deep the input goes.
 */
function filterSchemaAt(depth: number): z.ZodType<FetchFilter> {
  return z
    .object({
      type: z.enum(['and', 'or']).optional(),
      conditions: z.array(fetchConditionSchema).max(fetchLimits.conditions).optional(),
      filters: (depth < fetchLimits.filterDepth
        ? z.array(filterSchemaAt(depth + 1)).max(fetchLimits.filters)
        : nothingDeeper('filters', fetchLimits.filterDepth)
      ).optional(),
    })
    .strict();
}

export const fetchFilterSchema = filterSchemaAt(1);

export const fetchAttributeSchema = z
  .object({
    attribute: name,
    alias: alias.optional(),
    aggregate: z.enum(aggregateMethods).optional(),
    groupBy: z.enum(groupMethods).optional(),
  })
  .strict();

export const fetchOrderSchema = z
  .object({
    attribute: name.optional(),
    descending: z.boolean().optional(),
    entityName: alias.optional(),
    alias: alias.optional(),
  })
  .strict()
  .refine((order) => order.attribute !== undefined || order.alias !== undefined, {
    message: 'an order needs an attribute or an alias',
  });

function linkSchemaAt(depth: number): z.ZodType<FetchLink> {
  return z
    .object({
      name,
      from: name,
      to: name,
      alias: alias.optional(),
      type: z.enum(['inner', 'outer', 'not-any']).optional(),
      attributes: z.array(fetchAttributeSchema).max(fetchLimits.attributes).optional(),
      filter: fetchFilterSchema.optional(),
      links: (depth < fetchLimits.linkDepth
        ? z.array(linkSchemaAt(depth + 1)).max(fetchLimits.links)
        : nothingDeeper('links', fetchLimits.linkDepth)
      ).optional(),
    })
    .strict();
}

export const fetchLinkSchema = linkSchemaAt(1);

export const fetchEntitySchema = z
  .object({
    name,
    attributes: z.array(fetchAttributeSchema).max(fetchLimits.attributes).optional(),
    allattrs: z.boolean().optional(),
    filter: fetchFilterSchema.optional(),
    orders: z.array(fetchOrderSchema).max(fetchLimits.orders).optional(),
    links: z.array(fetchLinkSchema).max(fetchLimits.links).optional(),
    distinct: z.boolean().optional(),
  })
  .strict();

const pageSize = z.number().int().min(1).max(fetchLimits.pageSize);

export const fetchQuerySchema: z.ZodType<FetchQuery> = z
  .object({
    entity: fetchEntitySchema,
    page: z.number().int().min(1).max(fetchLimits.rows).optional(),
    pageSize: pageSize.optional(),
    count: pageSize.optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    const totals = countParts(query.entity);
    const over = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
    if (totals.links > fetchLimits.links) {
      over(['entity', 'links'], `at most ${fetchLimits.links} links in all`);
    }
    if (totals.attributes > fetchLimits.attributes) {
      over(['entity', 'attributes'], `at most ${fetchLimits.attributes} attributes in all`);
    }
    if (totals.conditions > fetchLimits.conditions) {
      over(['entity', 'filter'], `at most ${fetchLimits.conditions} conditions in all`);
    }
    if (totals.filters > fetchLimits.filters) {
      over(['entity', 'filter'], `at most ${fetchLimits.filters} filters in all`);
    }
    if (query.pageSize !== undefined && query.count !== undefined && query.pageSize !== query.count) {
      over(['count'], 'count and pageSize differ');
    }
    const size = query.pageSize ?? query.count ?? fetchLimits.pageSize;
    if ((query.page ?? 1) * size > fetchLimits.rows) {
      over(['page'], `page * pageSize may not exceed ${fetchLimits.rows}`);
    }
  });

type Totals = { links: number; attributes: number; conditions: number; filters: number };

function countFilter(filter: FetchFilter | undefined, totals: Totals): void {
  if (!filter) return;
  totals.filters += 1;
  totals.conditions += filter.conditions?.length ?? 0;
  for (const child of filter.filters ?? []) countFilter(child, totals);
}

function countLinks(links: readonly FetchLink[] | undefined, totals: Totals): void {
  for (const link of links ?? []) {
    totals.links += 1;
    totals.attributes += link.attributes?.length ?? 0;
    countFilter(link.filter, totals);
    countLinks(link.links, totals);
  }
}

/** Totals over the whole query; the nesting limits keep this walk shallow. */
function countParts(entity: FetchEntity): Totals {
  const totals: Totals = { links: 0, attributes: entity.attributes?.length ?? 0, conditions: 0, filters: 0 };
  countFilter(entity.filter, totals);
  countLinks(entity.links, totals);
  return totals;
}
