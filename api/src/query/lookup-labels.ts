import { type FragmentSqlToken, sql } from 'slonik';
import type { PropertyDefinition } from '../contract/metadata.js';
import type { QueryScope, TableScope } from './query-scope.js';
import { allOf } from './sql-parts.js';

/**
 * The labels of lookup values: the `name` of the row a lookup points at, read through a LEFT
 * JOIN of each target table under the caller's read access for that target. A target the
 * caller cannot read (or one without a name column) gives no join and a null label. Joins are
 * made once per lookup column, however often the query selects, groups or sorts by it.
 */
export class LookupLabels {
  private readonly labels = new Map<string, FragmentSqlToken | undefined>();
  private readonly joinList: FragmentSqlToken[] = [];

  constructor(private readonly scope: QueryScope) {}

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
