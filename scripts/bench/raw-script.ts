import pg from 'pg';

export type CapturedQuery = { sql: string; values: readonly unknown[] };

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'::bytea`;
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`;
  return pg.Client.prototype.escapeLiteral(String(value));
}

/**
 * Turns recorded statements into one script with the values written inline: the "plainest
 * way" to do the same work, sent to the server in a single round trip. Bench-only code.
 */
export function toRawScript(queries: CapturedQuery[]): string {
  return queries
    .map((query) =>
      query.sql.replace(/\$(\d+)/g, (_, index: string) => literal(query.values[Number(index) - 1])),
    )
    .join(';\n');
}
