import { type FragmentSqlToken, sql } from 'slonik';
import type { PropertyDefinition } from '../contract/metadata.js';
import type { FetchAttribute } from '../contract/query.js';
import { attributeOutputKey } from '../contract/query-rules.js';
import { aggregateApplies, aggregateSql } from './aggregates.js';
import { dateGroupSql, groupApplies } from './group-methods.js';
import type { LookupLabels } from './lookup-labels.js';
import { invalidQuery } from './query-errors.js';
import type { QueryScope, TableScope } from './query-scope.js';
import type { OutputField } from './shape-rows.js';

/** One attribute to select, with the table it belongs to. */
export type AttributeRequest = {
  table: TableScope;
  attribute: FetchAttribute;
  /** the link's alias, for attributes of a link */
  linkAlias?: string | undefined;
  field: string;
};

/** A selected value an ORDER BY can name: its internal column alias and its expression. */
export type SortTarget = { columnAlias: string; expr: FragmentSqlToken };

export type SelectList = {
  /** `expression AS "cN"`, in output order */
  columns: FragmentSqlToken[];
  columnAliases: string[];
  fields: OutputField[];
  groupBy: FragmentSqlToken[];
  /** column aliases of the group columns: tie-breakers that make group order total */
  groupAliases: string[];
  /** by output key */
  byKey: Map<string, SortTarget>;
  /** by `${tableAlias}.${attribute}`: the first plain or group selection of an attribute */
  byAttribute: Map<string, SortTarget>;
};

type Builder = SelectList & { scope: QueryScope; labels: LookupLabels; signatures: Map<string, string> };

/**
 * The SELECT list: each requested attribute resolved through metadata, checked against its
 * aggregate or group method, and given internal column aliases. In a grouped query (any
 * aggregate or groupBy) every attribute must aggregate or group.
 */
export function buildSelectList(
  scope: QueryScope,
  labels: LookupLabels,
  requests: readonly AttributeRequest[],
  grouped: boolean,
): SelectList {
  const builder: Builder = {
    scope,
    labels,
    signatures: new Map(),
    columns: [],
    columnAliases: [],
    fields: [],
    groupBy: [],
    groupAliases: [],
    byKey: new Map(),
    byAttribute: new Map(),
  };
  for (const request of requests) addRequest(builder, request, grouped);
  return builder;
}

function addRequest(builder: Builder, request: AttributeRequest, grouped: boolean): void {
  const { table, field } = request;
  const { attribute, aggregate, groupBy } = request.attribute;
  const property = builder.scope.property(table, attribute, `${field}.attribute`);
  if (aggregate && groupBy) throw invalidQuery(field, 'an attribute cannot both aggregate and group');
  if (grouped && !aggregate && !groupBy) {
    throw invalidQuery(
      `${field}.groupBy`,
      `${attribute} needs groupBy or an aggregate in an aggregate query`,
    );
  }
  const key = attributeOutputKey(request.attribute, request.linkAlias);
  const signature = `${table.alias}.${attribute}|${aggregate ?? ''}|${groupBy ?? ''}`;
  const seen = builder.signatures.get(key);
  if (seen === signature) return; // the same selection twice (e.g. allattrs and attributes)
  if (seen !== undefined) throw invalidQuery(`${field}.alias`, `two attributes use the output key ${key}`);
  builder.signatures.set(key, signature);

  const column = builder.scope.column(table, property);
  if (aggregate) {
    if (!aggregateApplies(aggregate, property.type)) {
      throw invalidQuery(`${field}.aggregate`, `aggregate ${aggregate} does not apply to ${property.type}`);
    }
    const target = addColumn(builder, aggregateSql(aggregate, column));
    const keepsType = aggregate === 'min' || aggregate === 'max';
    builder.fields.push(valueField(key, target.columnAlias, keepsType && isInstant(property)));
    builder.byKey.set(key, target);
    return;
  }
  if (groupBy && !groupApplies(groupBy, property.type)) {
    throw invalidQuery(`${field}.groupBy`, `group method ${groupBy} does not apply to ${property.type}`);
  }
  const asGroup = groupBy !== undefined;
  let target: SortTarget;
  if (groupBy && groupBy !== 'column') {
    target = addColumn(builder, dateGroupSql(groupBy, property, column), asGroup);
    builder.fields.push({ kind: 'value', key, column: target.columnAlias });
  } else if (property.type === 'Lookup') {
    target = addLookup(builder, request, property, key, asGroup);
  } else {
    target = addColumn(builder, column, asGroup);
    builder.fields.push(
      property.type === 'Binary'
        ? { kind: 'binary', key, column: target.columnAlias }
        : valueField(key, target.columnAlias, isInstant(property)),
    );
  }
  builder.byKey.set(key, target);
  const attributeKey = `${table.alias}.${attribute}`;
  if (!builder.byAttribute.has(attributeKey)) builder.byAttribute.set(attributeKey, target);
}

/** A DateTime stored as timestamptz (DateOnly ones are dates). */
const isInstant = (property: PropertyDefinition) =>
  property.type === 'DateTime' && !property.flags.includes('DateOnly');

function valueField(key: string, column: string, instant: boolean): OutputField {
  return instant ? { kind: 'value', key, column, instant: true } : { kind: 'value', key, column };
}

function addColumn(builder: Builder, expr: FragmentSqlToken, asGroup = false): SortTarget {
  const columnAlias = builder.scope.nextColumnAlias();
  builder.columns.push(sql.fragment`${expr} AS ${sql.identifier([columnAlias])}`);
  builder.columnAliases.push(columnAlias);
  if (asGroup) {
    builder.groupBy.push(expr);
    builder.groupAliases.push(columnAlias);
  }
  return { columnAlias, expr };
}

/** A lookup comes back as {id, name, label}: its id, its stored target and its label. */
function addLookup(
  builder: Builder,
  request: AttributeRequest,
  property: PropertyDefinition,
  key: string,
  asGroup: boolean,
): SortTarget {
  const { table } = request;
  const id = addColumn(builder, builder.scope.column(table, property), asGroup);
  const targetExpr = builder.scope.targetColumn(table, property);
  const target = targetExpr ? addColumn(builder, targetExpr, asGroup) : undefined;
  const labelExpr = builder.labels.label(table, property);
  const label = labelExpr ? addColumn(builder, labelExpr, asGroup) : undefined;
  builder.fields.push({
    kind: 'lookup',
    key,
    idColumn: id.columnAlias,
    targetColumn: target?.columnAlias,
    target: target ? undefined : property.targets?.[0],
    labelColumn: label?.columnAlias,
  });
  // ordering by a lookup sorts by its label (by id when no target can be read)
  return label ?? id;
}
