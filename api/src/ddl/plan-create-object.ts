import { sql } from 'slonik';
import { ownProperties } from '../contract/base-properties.js';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import { checkObjectForDdl } from './check-object.js';
import { columnTypeFor } from './column-type.js';
import type { DdlPlan, DdlStatement } from './ddl-plan.js';

/** Column definitions of one property: its own column and, for multi-target lookups, the target. */
export function columnDefinitionsFor(property: PropertyDefinition) {
  const columns = [sql.fragment`${sql.identifier([property.logicalName])} ${columnTypeFor(property)}`];
  const companion = lookupTargetColumn(property);
  if (companion) columns.push(sql.fragment`${sql.identifier([companion])} varchar(63)`);
  return columns;
}

/** Index statements for a property: lookups are indexed because lists join and filter on them. */
export function indexStatementsFor(
  schema: string,
  table: string,
  property: PropertyDefinition,
): DdlStatement[] {
  if (property.type !== 'Lookup') return [];
  return [
    {
      description: `Index "${property.logicalName}"`,
      sql: sql.unsafe`CREATE INDEX ON ${sql.identifier([schema, table])} (${sql.identifier([property.logicalName])})`,
    },
  ];
}

/**
 * The statements that create an object's table. Base columns come first; defaults for id,
 * stamps, status and version live in the table so every writer gets them. A table that exists
 * already is ERR_DUPLICATE.
 */
export function planCreateObject(schema: string, object: ObjectDefinition): DdlPlan {
  checkObjectForDdl(object);
  const name = object.logicalName;
  const failures = [
    { states: ['42P07'], error: { code: 'ERR_DUPLICATE' as const, details: { object: name } } },
  ];
  const table = sql.identifier([schema, object.logicalName]);
  const own = ownProperties(object);
  const ownColumns = own.flatMap(columnDefinitionsFor);

  if (object.type === 'many') {
    const [first, second] = own;
    if (!first || !second) throw new Error('a link table needs two lookups');
    return {
      description: `Create link table ${name}`,
      statements: [
        {
          description: `Create table "${name}"`,
          sql: sql.unsafe`CREATE TABLE ${table} (
            "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
            "versionnumber" bigint NOT NULL DEFAULT 1,
            ${sql.join(ownColumns, sql.fragment`, `)},
            UNIQUE (${sql.identifier([first.logicalName])}, ${sql.identifier([second.logicalName])})
          )`,
        },
        // the unique pair's index serves lookups from the first side; this one the second
        {
          description: `Index "${second.logicalName}"`,
          sql: sql.unsafe`CREATE INDEX ON ${table} (${sql.identifier([second.logicalName])})`,
        },
      ],
      failures,
    };
  }

  const columns = [
    sql.fragment`"id" uuid PRIMARY KEY DEFAULT gen_random_uuid()`,
    sql.fragment`"name" varchar(200)`,
    sql.fragment`"createdon" timestamptz NOT NULL DEFAULT now()`,
    sql.fragment`"createdby" uuid`,
    sql.fragment`"modifiedon" timestamptz NOT NULL DEFAULT now()`,
    sql.fragment`"modifiedby" uuid`,
    sql.fragment`"ownerid" uuid`,
    sql.fragment`"statuscode" integer NOT NULL DEFAULT 1`,
    sql.fragment`"statecode" integer NOT NULL DEFAULT 0`,
    sql.fragment`"versionnumber" bigint NOT NULL DEFAULT 1`,
    ...ownColumns,
  ];
  return {
    description: `Create object ${name}`,
    statements: [
      {
        description: `Create table "${name}"`,
        sql: sql.unsafe`CREATE TABLE ${table} (${sql.join(columns, sql.fragment`, `)})`,
      },
      { description: 'Index "name"', sql: sql.unsafe`CREATE INDEX ON ${table} ("name")` },
      { description: 'Index "ownerid"', sql: sql.unsafe`CREATE INDEX ON ${table} ("ownerid")` },
      ...own.flatMap((property) => indexStatementsFor(schema, name, property)),
    ],
    failures,
  };
}
