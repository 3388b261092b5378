import { type QuerySqlToken, sql } from 'slonik';
import { type FetchQuery, fetchQuerySchema } from '../contract/query.js';
import type { Queryable } from '../db/types.js';
import { describeIssue } from '../errors/parse-body.js';
import { filterSql } from './filters.js';
import { absenceConditions, flattenLinks, linkJoins, type ResolvedLink, resolveLinks } from './links.js';
import { LookupLabels } from './lookup-labels.js';
import { orderBySql } from './orders.js';
import { pageWindow } from './paging.js';
import { fansOut, refuseCostlyPlan } from './plan-cost.js';
import { forbidden, invalidQuery } from './query-errors.js';
import { type FetchContext, QueryScope, type TableScope } from './query-scope.js';
import { type AttributeRequest, buildSelectList } from './select-list.js';
import { type OutputField, shapeRows } from './shape-rows.js';
import { allOf, joinSql } from './sql-parts.js';

export type { FetchContext } from './query-scope.js';

export type CompiledFetch = {
  query: QuerySqlToken;
  shape: (rows: readonly Record<string, unknown>[]) => Record<string, unknown>[];
  /** how each output key is read from a row (the server's CSV export reads them itself) */
  fields: readonly OutputField[];
  /** a link may match many rows per parent row: the plan's cost is worth checking (plan-cost.ts) */
  fansOut: boolean;
};

export type FetchOptions = {
  /** refuse statements PostgreSQL estimates above this cost (FETCH_MAX_PLAN_COST); 0 or none: never */
  maxPlanCost?: number | undefined;
};

function parseFetchQuery(input: unknown): FetchQuery {
  const parsed = fetchQuerySchema.safeParse(input);
  if (!parsed.success) {
    const { field, reason } = describeIssue(parsed.error.issues[0]);
    throw invalidQuery(field, reason);
  }
  return parsed.data;
}

/**
 * The attributes to select: id and version first (so a user alias that takes their key is the
 * one refused), the main entity's (allattrs, then listed), then the links'.
 */
function attributeRequests(
  query: FetchQuery,
  main: TableScope,
  links: readonly ResolvedLink[],
  implicitKeys: boolean,
): AttributeRequest[] {
  const { entity } = query;
  const requests: AttributeRequest[] = [];
  if (implicitKeys) {
    for (const name of ['id', 'versionnumber']) {
      if (main.properties.has(name)) {
        requests.push({ table: main, attribute: { attribute: name }, field: 'entity' });
      }
    }
  }
  if (entity.allattrs) {
    for (const property of main.properties.values()) {
      if (property.type !== 'Binary') {
        requests.push({
          table: main,
          attribute: { attribute: property.logicalName },
          field: 'entity.allattrs',
        });
      }
    }
  }
  (entity.attributes ?? []).forEach((attribute, index) => {
    requests.push({ table: main, attribute, field: `entity.attributes.${index}` });
  });
  for (const link of links) {
    (link.link.attributes ?? []).forEach((attribute, index) => {
      requests.push({
        table: link.table,
        attribute,
        linkAlias: link.alias,
        field: `${link.field}.attributes.${index}`,
      });
    });
  }
  return requests;
}

/**
 * Compiles a fetch query (the raw JSON body) into one SQL statement over the tenant's schema
 * and a function that turns its rows into the API's output rows. Every name is looked up in
 * the tenant's metadata, every value is a bound parameter, and the caller's read access
 * applies to the main entity, each link and each lookup label. Bad input throws an AppError
 * (ERR_VALIDATION, ERR_OBJECT_NOT_FOUND, ERR_FIELD_NOT_FOUND, ERR_FORBIDDEN) and nothing else.
 */
export function compileFetch(input: unknown, context: FetchContext): CompiledFetch {
  const query = parseFetchQuery(input);
  const { entity } = query;
  const scope = new QueryScope(context);
  const main = scope.openTable(entity.name, 'entity.name');
  if (main.access.kind === 'none') throw forbidden(main.entity);
  const links = resolveLinks(scope, main, entity.links, 'entity.links');
  const allLinks = flattenLinks(links);

  const allAttributes = [
    entity.attributes ?? [],
    ...allLinks.map((link) => link.link.attributes ?? []),
  ].flat();
  const grouped = allAttributes.some((attribute) => attribute.aggregate || attribute.groupBy);
  if (grouped && entity.allattrs) {
    throw invalidQuery('entity.allattrs', 'allattrs cannot be used with aggregates');
  }
  const distinct = entity.distinct === true;

  const labels = new LookupLabels(scope, allLinks);
  const requests = attributeRequests(query, main, allLinks, !grouped && !distinct);
  const select = buildSelectList(scope, labels, requests, grouped);
  if (select.columns.length === 0) throw invalidQuery('entity.attributes', 'select at least one attribute');

  const where = [
    main.access.kind === 'where' ? main.access.predicate(main.ref) : undefined,
    filterSql(entity.filter, { scope, table: main }, 'entity.filter'),
    ...absenceConditions(scope, links),
  ].filter((part) => part !== undefined);
  const orderBy = orderBySql(
    entity.orders,
    { scope, labels, main, select, grouped, distinct },
    'entity.orders',
  );
  const { limit, offset } = pageWindow(query);

  const none = sql.fragment``;
  const comma = sql.fragment`, `;
  // label joins follow the links: they may read a link's lookup columns
  const from = sql.fragment`${main.table} ${main.ref}${linkJoins(scope, links)}${joinSql(labels.joins(), none)}`;
  const whereClause = where.length > 0 ? sql.fragment`\nWHERE ${allOf(where)}` : none;
  const groupClause =
    select.groupBy.length > 0 ? sql.fragment`\nGROUP BY ${sql.join(select.groupBy, comma)}` : none;
  const orderClause = orderBy.length > 0 ? sql.fragment`\nORDER BY ${sql.join(orderBy, comma)}` : none;
  return {
    query: sql.unsafe`SELECT ${distinct ? sql.fragment`DISTINCT ` : none}${sql.join(select.columns, comma)}
FROM ${from}${whereClause}${groupClause}${orderClause}
LIMIT ${limit} OFFSET ${offset}`,
    shape: shapeRows(select.fields),
    fields: select.fields,
    fansOut: fansOut(links),
  };
}

/**
 * Compiles and runs a fetch query; the output rows as the API returns them. A query with a
 * fanning-out link is first EXPLAINed and refused when its estimate is over options.maxPlanCost.
 */
export async function fetchRecords(
  db: Queryable,
  input: unknown,
  context: FetchContext,
  options: FetchOptions = {},
): Promise<Record<string, unknown>[]> {
  return runCompiledFetch(db, compileFetch(input, context), options);
}

/** Runs a compiled fetch (compiled now or taken from a CompiledFetchCache); the output rows. */
export async function runCompiledFetch(
  db: Queryable,
  compiled: CompiledFetch,
  options: FetchOptions = {},
): Promise<Record<string, unknown>[]> {
  if (compiled.fansOut && options.maxPlanCost)
    await refuseCostlyPlan(db, compiled.query, options.maxPlanCost);
  // untyped on purpose: the row's columns are the query's own; shape() checks and names them
  const rows = await db.any(compiled.query);
  return compiled.shape(rows);
}
