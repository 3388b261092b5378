import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * The plainest way to turn a query's rows into CSV: PostgreSQL's own `COPY (...) TO STDOUT WITH
 * CSV`, read to the end on a plain connection. COPY takes no bind parameters, so the compiled
 * query's values are written into its text as literals (numbers, texts, booleans, null and
 * arrays of those: what the compiler binds for the bench's query).
 */
export async function copyCsv(
  client: pg.Client,
  query: { sql: string; values: readonly unknown[] },
): Promise<number> {
  const text = inlineParameters(client, query.sql, query.values);
  const stream = client.query(copyTo(`COPY (${text}) TO STDOUT WITH (FORMAT csv, HEADER)`));
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

export function inlineParameters(client: pg.Client, text: string, values: readonly unknown[]): string {
  // slonik writes its placeholders as $slonik_1, $slonik_2 ...
  return text.replace(/\$slonik_(\d+)/g, (_, index: string) => literal(client, values[Number(index) - 1]));
}

function literal(client: pg.Client, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (Array.isArray(value)) return `ARRAY[${value.map((item) => literal(client, item)).join(', ')}]`;
  return client.escapeLiteral(String(value));
}

/** A connection of its own for COPY (the slonik pool's connections are not plain pg clients). */
export async function withCopyClient<T>(
  databaseUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
