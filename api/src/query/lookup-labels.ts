import { type FragmentSqlToken, sql } from 'slonik';
import type { PropertyDefinition } from '../contract/metadata.js';
import type { ResolvedLink } from './links.js';
import type { QueryScope, TableScope } from './query-scope.js';
import { allOf } from './sql-parts.js';

/**
 * The labels of lookup values: the `name` of the row a lookup points at, read through a LEFT
 * JOIN of each target table under the caller's read access for that target. A target the
 * caller cannot read (or one without a name column) gives no join and a null label. Joins are
 * made once per lookup column, however often the query selects, groups or sorts by it, and not
 * at all when the query already links the target the same way (sameJoinAsLabel).
 */
export class LookupLabels {
  private readonly labels = new Map<string, FragmentSqlToken | undefined>();
  private readonly joinList: FragmentSqlToken[] = [];

  constructor(
    private readonly scope: QueryScope,
    private readonly links: readonly ResolvedLink[] = [],
  ) {}

  /** The label expression of a lookup column, or undefined when no target can be read. */
  label(table: TableScope, property: PropertyDefinition): FragmentSqlToken | undefined {
    const key = `${table.alias}.${property.logicalName}`;
    if (!this.labels.has(key)) this.labels.set(key, this.join(table, property));
    return this.labels.get(key);
  }

  /** The LEFT JOINs made so far, to follow the links in the FROM clause. */
  joins(): FragmentSqlToken[] {
    return this.joinList;
  }

  private join(table: TableScope, property: PropertyDefinition): FragmentSqlToken | undefined {
    const column = this.scope.column(table, property);
    const targetColumn = this.scope.targetColumn(table, property);
    const names: FragmentSqlToken[] = [];
    for (const target of property.targets ?? []) {
      if (!this.scope.context.metadata.properties.get(target)?.has('name')) continue;
      if (this.scope.accessFor(target).kind === 'none') continue;
      const linked = this.links.find((link) => sameJoinAsLabel(link, table, property, target));
      if (linked) {
        names.push(sql.fragment`${sql.identifier([linked.table.alias, 'name'])}`);
        continue;
      }
      const joined = this.scope.findTable(target);
      if (!joined) continue;
      const on: FragmentSqlToken[] = [sql.fragment`${sql.identifier([joined.alias, 'id'])} = ${column}`];
      if (targetColumn) on.push(sql.fragment`${targetColumn} = ${target}`);
      if (joined.access.kind === 'where') on.push(joined.access.predicate(joined.ref));
      this.joinList.push(sql.fragment` LEFT JOIN ${joined.table} ${joined.ref} ON ${allOf(on)}`);
      names.push(sql.fragment`${sql.identifier([joined.alias, 'name'])}`);
    }
    if (names.length === 0) return undefined;
    if (names.length === 1) return names[0];
    return sql.fragment`COALESCE(${sql.join(names, sql.fragment`, `)})`;
  }
}

/**
 * Whether a link of the query joins exactly the rows a label join of this lookup would: an outer
 * link from the lookup's table, on target.id = the lookup, with no filter and no nested links of
 * its own (either could leave its columns null where the target row exists). Its ON clause then
 * holds the same read access and target-column check, so its name is the label.
 */
function sameJoinAsLabel(
  link: ResolvedLink,
  table: TableScope,
  property: PropertyDefinition,
  target: string,
) {
  return (
    link.parent === table &&
    link.table.entity === target &&
    link.to.logicalName === property.logicalName &&
    link.from.logicalName === 'id' &&
    link.link.type === 'outer' &&
    link.link.filter === undefined &&
    link.children.length === 0
  );
}
