import type { FetchCondition, FetchFilter, FetchLink, FetchOrder } from '@strata/api/contract/query';
import { isLookupValue } from '../data/data-api';
import { formatValue, type Translate } from '../fields/format-value';
import { findLink } from '../list-views/columns';
import { findProperty, type ObjectMeta } from '../metadata/object-metadata';

type MetaDict = Record<string, ObjectMeta | undefined>;

/** Comparisons read the same in every language as symbols; the rest are words (export:filter.*). */
const symbols: Partial<Record<FetchCondition['operator'], string>> = {
  eq: '=',
  ne: '≠',
  gt: '>',
  ge: '≥',
  lt: '<',
  le: '≤',
  like: '~',
};

/** At most this many characters: a subtitle is one line, not the whole query. */
const maxLength = 200;

type Context = {
  object: ObjectMeta;
  metaDict: MetaDict;
  links: readonly FetchLink[];
  language: string;
  t: Translate;
};

function conditionText(condition: FetchCondition, context: Context): string {
  const owner = condition.entityName
    ? context.metaDict[findLink(context.links, condition.entityName)?.name ?? '']
    : context.object;
  const property = findProperty(owner, condition.attribute);
  const label = property?.displayName ?? condition.attribute;
  if (condition.operator === 'null' || condition.operator === 'not-null') {
    return `${label} ${context.t(`export:filter.${condition.operator}`)}`;
  }
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  const shown = values
    .map((value) => {
      // a lookup condition holds ids, which say nothing to a reader
      if (property?.type === 'Lookup' || isLookupValue(value)) return null;
      const text = property ? formatValue(property, value, { language: context.language, t: context.t }) : '';
      return text || String(value ?? '');
    })
    .filter((text): text is string => text !== null);
  const valueText =
    shown.length < values.length
      ? context.t('export:filter.records', { count: values.length })
      : shown.join(', ');
  const operator = symbols[condition.operator] ?? context.t(`export:filter.${condition.operator}`);
  return `${label} ${operator} ${valueText}`;
}

function filterText(filter: FetchFilter, context: Context, nested: boolean): string {
  const parts = [
    ...(filter.conditions ?? []).map((condition) => conditionText(condition, context)),
    ...(filter.filters ?? []).map((child) => filterText(child, context, true)).filter(Boolean),
  ];
  const joined = parts.join(filter.type === 'or' ? ` ${context.t('export:filter.or')} ` : ', ');
  return nested && parts.length > 1 ? `(${joined})` : joined;
}

/**
 * A query's filter in one short line for people (the PDF subtitle and the screen's summary):
 * "Status = Active, City ~ Old%". Property labels come from metadata; values are formatted like
 * cells (option labels, dates). Empty without a filter.
 */
export function describeFilter(
  filter: FetchFilter | undefined,
  options: {
    object: ObjectMeta;
    metaDict: MetaDict;
    links?: readonly FetchLink[];
    language: string;
    t: Translate;
  },
): string {
  if (!filter) return '';
  const text = filterText(filter, { ...options, links: options.links ?? [] }, false);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** A query's sort for people: "Last Name ↑, Created On ↓". Empty without orders. */
export function describeOrders(
  orders: readonly FetchOrder[] | undefined,
  options: { object: ObjectMeta; metaDict: MetaDict; links?: readonly FetchLink[] },
): string {
  return (orders ?? [])
    .map((order) => {
      const owner = order.entityName
        ? options.metaDict[findLink(options.links ?? [], order.entityName)?.name ?? '']
        : options.object;
      const name = order.attribute ?? order.alias ?? '';
      const label = (order.attribute && findProperty(owner, order.attribute)?.displayName) || name;
      return `${label} ${order.descending ? '↓' : '↑'}`;
    })
    .join(', ');
}
