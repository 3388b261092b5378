import { type FragmentSqlToken, sql } from 'slonik';
import type { PropertyDefinition } from '../contract/metadata.js';
import { integerLiteral } from '../db/integer-literal.js';

/**
 * The PostgreSQL column type of a property. Decimal and Money are numeric(23,10); strings are
 * unbounded text unless max is set; DateOnly dates are `date` so no time zone can move them.
 */
export function columnTypeFor(property: PropertyDefinition): FragmentSqlToken {
  switch (property.type) {
    case 'String':
      return property.max ? sql.fragment`varchar(${integerLiteral(property.max)})` : sql.fragment`text`;
    case 'Integer':
      return sql.fragment`integer`;
    case 'Decimal':
    case 'Money':
      return sql.fragment`numeric(23, 10)`;
    case 'Float':
      return sql.fragment`double precision`;
    case 'DateTime':
      return property.flags.includes('DateOnly') ? sql.fragment`date` : sql.fragment`timestamptz`;
    case 'Guid':
    case 'Lookup':
      return sql.fragment`uuid`;
    case 'Boolean':
      return sql.fragment`boolean`;
    case 'Binary':
      return sql.fragment`bytea`;
    case 'VersionNumber':
      return sql.fragment`bigint`;
  }
}
