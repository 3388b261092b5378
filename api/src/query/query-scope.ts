import { type FragmentSqlToken, type IdentifierSqlToken, sql } from 'slonik';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import type { RowAccess, RowAccessResolver } from '../permissions/row-access.js';
import { fieldNotFound, invalidQuery, objectNotFound } from './query-errors.js';

export type FetchContext = { metadata: TenantMetadata; access: RowAccessResolver };

/** One table of the query: the main entity, a link or a lookup-label join. */
export type TableScope = {
  /** internal alias (t0, t1, ...): the user's aliases never reach the SQL text */
  alias: string;
  ref: IdentifierSqlToken;
  /** the schema-qualified table */
  table: IdentifierSqlToken;
  entity: string;
  object: ObjectDefinition;
  properties: ReadonlyMap<string, PropertyDefinition>;
  access: RowAccess;
};

/**
 * Name resolution for one compile: every entity and attribute the query names is looked up in
 * the tenant's metadata here, and only what is found becomes an identifier. Also hands out the
 * internal table and column aliases and remembers the user's link aliases.
 */
export class QueryScope {
  private tableCount = 0;
  private columnCount = 0;
  private readonly accessByEntity = new Map<string, RowAccess>();
  private readonly linkTables = new Map<string, TableScope>();
  /** aliases of not-any links: no row of theirs is in the FROM list, only their own filter sees them */
  private readonly absentLinks = new Set<string>();

  constructor(readonly context: FetchContext) {}

  /** A table for an entity the metadata knows, or undefined. */
  findTable(entity: string): TableScope | undefined {
    const object = this.context.metadata.objects.get(entity);
    const properties = this.context.metadata.properties.get(entity);
    if (!object || !properties) return undefined;
    const alias = `t${this.tableCount++}`;
    return {
      alias,
      ref: sql.identifier([alias]),
      table: sql.identifier([this.context.metadata.schema, object.logicalName]),
      entity: object.logicalName,
      object,
      properties,
      access: this.accessFor(object.logicalName),
    };
  }

  /** A table for an entity the query names; unknown names are refused. */
  openTable(entity: string, field: string): TableScope {
    const table = this.findTable(entity);
    if (!table) throw objectNotFound(entity, field);
    return table;
  }

  accessFor(entity: string): RowAccess {
    let access = this.accessByEntity.get(entity);
    if (!access) {
      access = this.context.access(entity);
      this.accessByEntity.set(entity, access);
    }
    return access;
  }

  property(table: TableScope, attribute: string, field: string): PropertyDefinition {
    const property = table.properties.get(attribute);
    if (!property) throw fieldNotFound(table.entity, attribute, field);
    return property;
  }

  column(table: TableScope, property: PropertyDefinition): FragmentSqlToken {
    return sql.fragment`${sql.identifier([table.alias, property.logicalName])}`;
  }

  /** The companion column holding the target entity of a multi-target lookup. */
  targetColumn(table: TableScope, property: PropertyDefinition): FragmentSqlToken | undefined {
    const companion = lookupTargetColumn(property);
    return companion ? sql.fragment`${sql.identifier([table.alias, companion])}` : undefined;
  }

  nextColumnAlias(): string {
    return `c${this.columnCount++}`;
  }

  registerLink(alias: string, table: TableScope, field: string, absent = false): void {
    if (this.linkTables.has(alias)) throw invalidQuery(field, `two links use the alias ${alias}`);
    this.linkTables.set(alias, table);
    if (absent) this.absentLinks.add(alias);
  }

  /** The table of a link, by the alias a condition's or order's entityName gives. */
  link(alias: string, field: string, allowed?: ReadonlySet<string>): TableScope {
    const table = this.linkTables.get(alias);
    const reachable = allowed ? allowed.has(alias) : !this.absentLinks.has(alias);
    if (!table || !reachable) {
      throw invalidQuery(field, `no link with alias ${alias} here`);
    }
    return table;
  }

  /** The table a condition or order refers to: the given one, or a link named by entityName. */
  tableFor(
    entityName: string | undefined,
    table: TableScope,
    field: string,
    allowed?: ReadonlySet<string>,
  ): TableScope {
    return entityName === undefined ? table : this.link(entityName, field, allowed);
  }
}
