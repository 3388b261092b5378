import { type FragmentSqlToken, sql } from 'slonik';
import type { PropertyType } from '../contract/metadata.js';
import type { AggregateMethod } from '../contract/query.js';

const summable: readonly PropertyType[] = ['Integer', 'Decimal', 'Float', 'Money'];
const comparable: readonly PropertyType[] = [...summable, 'VersionNumber', 'DateTime', 'String'];

/** Which property types each aggregate method takes (closed list). */
export function aggregateApplies(method: AggregateMethod, type: PropertyType): boolean {
  switch (method) {
    case 'count':
    case 'countdistinct':
      return type !== 'Binary';
    case 'min':
    case 'max':
      return comparable.includes(type);
    case 'sum':
    case 'average':
      return summable.includes(type);
  }
}

/** The aggregate over a column; counts skip nulls like every other aggregate. */
export function aggregateSql(method: AggregateMethod, column: FragmentSqlToken): FragmentSqlToken {
  switch (method) {
    case 'count':
      return sql.fragment`count(${column})`;
    case 'countdistinct':
      return sql.fragment`count(DISTINCT ${column})`;
    case 'min':
      return sql.fragment`min(${column})`;
    case 'max':
      return sql.fragment`max(${column})`;
    case 'sum':
      return sql.fragment`sum(${column})`;
    case 'average':
      return sql.fragment`avg(${column})`;
  }
}
