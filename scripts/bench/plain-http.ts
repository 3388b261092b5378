import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withUtcSessions } from '@strata/api/db/pool';
import { typeParsers } from '@strata/api/db/type-parsers';
import pg from 'pg';

/**
 * The plainest HTTP service of a query: node:http with no framework, no session, no checks,
 * running the SQL it is handed and answering its rows as JSON. Connections are kept alive
 * (node:http's default) and requests are served concurrently, so it is the floor both of one
 * request's latency and of throughput under concurrency: what any HTTP answer costs here. The
 * data API's (a) targets are against it (issue 20).
 */
export async function startPlainHttp(
  answer: () => Promise<unknown>,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      answer().then(
        (rows) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(rows));
        },
        () => {
          res.statusCode = 500;
          res.end();
        },
      );
    });
  });
  return listenOnLoopback(server);
}

/** Listens on a free loopback port; its base URL and a close that drops kept-alive connections. */
export async function listenOnLoopback(
  server: Server,
): Promise<{ base: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Type OIDs of the parsers in db/type-parsers.ts, so raw rows come out as the API's do. */
const typeOids: Record<string, number> = {
  int8: 20,
  numeric: 1700,
  timestamptz: 1184,
  timestamp: 1114,
  date: 1082,
  interval: 1186,
};

/**
 * A bare pg pool of the API's size, with the API's session settings and value parsers: "raw
 * SQL on a pool", the plainest way to run a statement from Node.
 */
export function openRawPool(databaseUrl: string, size = 10): pg.Pool {
  const parsers = new Map(typeParsers.map((parser) => [typeOids[parser.name], parser.parse]));
  return new pg.Pool({
    connectionString: withUtcSessions(databaseUrl),
    max: size,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers.get(oid) ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

/** Runs a slonik statement's text and values on a bare pg pool; the rows. */
export async function rawRows(
  pool: pg.Pool,
  query: { sql: string; values: readonly unknown[] },
): Promise<unknown[]> {
  const result = await pool.query(query.sql.replaceAll('$slonik_', '$'), query.values as unknown[]);
  return result.rows;
}
