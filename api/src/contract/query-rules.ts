/**
 * The rules of the fetch query that the web app shares with the server, without zod (which
 * query.ts needs for its schema and the web bundle does without): the operators, the limits,
 * the name patterns and the one rule of like patterns the database enforces.
 */

/**
 * contain-values and not-contain-values test the bits of a MultiSelect (a 32-bit bitmap whose
 * option v is bit v): any of the given options set, or none of them.
 */
export const fetchOperators = [
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'like',
  'null',
  'not-null',
  'in',
  'contain-values',
  'not-contain-values',
] as const;
export type FetchOperator = (typeof fetchOperators)[number];
export const fetchLimits = {
  /** attributes selected in all (main entity and links) */
  attributes: 200,
  /** links in all, at any depth */
  links: 10,
  /**
   * Links within links: 2 levels (opportunity -> account -> primary contact). Each level can
   * multiply the rows, and 3 self-joins of a large table were enough to hold connections for a
   * minute; the web app's views and lookups use 1 level.
   */
  linkDepth: 2,
  filterDepth: 8,
  /** conditions in all (main filter and link filters) */
  conditions: 500,
  /** filter groups in all */
  filters: 500,
  orders: 50,
  inValues: 1000,
  stringValue: 4000,
  pageSize: 5000,
  /** page * pageSize: how deep paging may reach */
  rows: 10_000_000,
} as const;

/** Entity and attribute names: what metadata allows, so nothing else reaches the lookup. */
export const fetchNamePattern = /^[a-z][a-z0-9_]{0,62}$/;
/** Aliases name output keys and links; they never reach SQL text. */
export const fetchAliasPattern = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** Text taken literally in a like pattern: %, _ and the backslash (the escape character) get escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A like pattern may not end in a lone escape character: PostgreSQL refuses it. */
export function endsInLoneEscape(pattern: string): boolean {
  let index = 0;
  while (index < pattern.length) {
    if (pattern[index] === '\\') {
      if (index === pattern.length - 1) return true;
      index += 2;
    } else {
      index += 1;
    }
  }
  return false;
}

/**
 * An Integer MultiSelect is a 32-bit bitmap: option value v is bit position v (0..31). The
 * column is a signed 32-bit integer: bit 31 makes a negative number, still the right pattern.
 */
export const bitmapBits = 32;

/** Whether a value names a bit of the bitmap (an option value of a multi-select). */
export function isBitmapBit(bit: unknown): bit is number {
  return typeof bit === 'number' && Number.isInteger(bit) && bit >= 0 && bit < bitmapBits;
}

/** Whether a bitmap value has a bit set (the browser's fields and the server's CSV export read so). */
export function bitmapHas(mask: unknown, bit: number): boolean {
  return typeof mask === 'number' && isBitmapBit(bit) && (mask & (1 << bit)) !== 0;
}

/**
 * The key an attribute's value has in a fetched row: its alias; else `{attribute}_{aggregate}`
 * or `{attribute}_{groupBy}`; else the attribute, prefixed `{alias}.` for a link's attribute.
 * The server names row keys so (query/select-list.ts), and clients read rows by it.
 */
export function attributeOutputKey(
  // the fields of query.ts FetchAttribute it reads, spelt out so this file does not import query.ts
  attribute: {
    attribute: string;
    alias?: string | undefined;
    aggregate?: string | undefined;
    groupBy?: string | undefined;
  },
  linkAlias?: string,
): string {
  if (attribute.alias !== undefined) return attribute.alias;
  if (attribute.aggregate) return `${attribute.attribute}_${attribute.aggregate}`;
  if (attribute.groupBy) return `${attribute.attribute}_${attribute.groupBy}`;
  return linkAlias === undefined ? attribute.attribute : `${linkAlias}.${attribute.attribute}`;
}
