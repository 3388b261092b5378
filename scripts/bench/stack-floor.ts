import { createServer } from 'node:http';
import type { DatabasePool } from '@strata/api/db/types';
import express from 'express';
import helmet from 'helmet';
import type { QuerySqlToken } from 'slonik';
import { listenOnLoopback } from './plain-http.js';

/**
 * The floor of the API's chosen stack: Express with the same helmet headers and JSON body
 * parser the API uses, running the same SQL through the API's own slonik pool, and nothing
 * else (no tenant, session, rights, gate or query compiling). Measured next to the bare
 * node:http server it shows how much of the data API's overhead is the stack (Express,
 * helmet, body-parser, slonik) and how much is Strata's own work (issue 20).
 */
export async function startStackFloor(
  pool: DatabasePool,
  query: QuerySqlToken,
): Promise<{ base: string; close: () => Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.post('/', helmet(), express.json({ limit: '1mb' }), (_req, res, next) => {
    pool.any(query).then((rows) => res.json(rows), next);
  });
  return listenOnLoopback(createServer(app));
}
