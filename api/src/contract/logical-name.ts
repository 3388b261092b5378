/**
 * Rules for entity and field logical names. They become PostgreSQL identifiers, so they must be
 * plain lower-case ASCII, at most 63 bytes, and never a reserved word or a base column.
 */
export const logicalNamePattern = /^[a-z][a-z0-9_]{0,62}$/;

/** Columns every entity table has; a property may not redefine them. */
export const baseColumnNames = [
  'id',
  'name',
  'createdon',
  'createdby',
  'modifiedon',
  'modifiedby',
  'ownerid',
  'statuscode',
  'statecode',
  'versionnumber',
] as const;

/** SQL key words reserved in PostgreSQL or the SQL standard (lower-case). */
export const sqlReservedWords: ReadonlySet<string> = new Set(
  (
    'all analyse analyze and any array as asc asymmetric authorization binary both case cast check ' +
    'collate collation column concurrently constraint create cross current_catalog current_date ' +
    'current_role current_schema current_time current_timestamp current_user default deferrable ' +
    'desc distinct do else end except false fetch for foreign freeze from full grant group having ' +
    'ilike in initially inner intersect into is isnull join lateral leading left like limit ' +
    'localtime localtimestamp natural not notnull null offset on only or order outer overlaps ' +
    'placing primary references returning right select session_user similar some symmetric ' +
    'system_user table tablesample then to trailing true union unique user using variadic verbose ' +
    'when where window with ' +
    // names that are legal in PostgreSQL but confusing or breaking as columns or tables
    'oid tableoid xmin xmax cmin cmax ctid begin commit rollback delete insert update drop alter ' +
    'truncate values'
  ).split(/\s+/),
);

export type LogicalNameProblem = 'pattern' | 'reserved' | 'base-column';

export function checkLogicalName(name: string, kind: 'object' | 'property'): LogicalNameProblem | null {
  if (!logicalNamePattern.test(name)) return 'pattern';
  if (sqlReservedWords.has(name)) return 'reserved';
  if (kind === 'property' && (baseColumnNames as readonly string[]).includes(name)) {
    return 'base-column';
  }
  return null;
}
