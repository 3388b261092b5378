import type { RequestHandler } from 'express';
import { type DataServices, dataContextFor } from '../context/data-context.js';
import { rawJsonBody } from '../context/raw-body.js';
import { sendJson } from '../context/send-json.js';
import { readAccessResolver } from '../permissions/record-access.js';
import { compileFetch, runCompiledFetch } from '../query/compile-fetch.js';
import { CompiledFetchCache } from '../query/compiled-fetch-cache.js';
import { requireUser } from '../sessions/authenticate.js';

/**
 * POST /api/fetch (registered by server/create-app.ts after the tenancy, session and gate
 * middleware, as the first route): a JSON query (spec 001 section 3) answered with an array of rows. The
 * caller's read rights apply to the rows, every link, every lookup label, and so to counts,
 * aggregates and groups. The statement gate (concurrency/) runs before it; a query whose plan
 * PostgreSQL estimates as enormous is refused before it runs. A query seen before with the same
 * metadata and rights reuses its compiled statement (query/compiled-fetch-cache.ts).
 */
export function fetchHandlers(services: DataServices): RequestHandler[] {
  const cache = new CompiledFetchCache();
  const answer: RequestHandler = async (req, res) => {
    const context = await dataContextFor(req, services);
    const compile = () =>
      compileFetch(req.body, { metadata: context.metadata, access: readAccessResolver(context) });
    const body = rawJsonBody(req);
    const compiled =
      body === undefined
        ? compile()
        : cache.compile(
            { rights: context.permissions, metadata: context.metadata, body: `${context.userId}\n${body}` },
            compile,
          );
    sendJson(res, await runCompiledFetch(services.pool, compiled, { maxPlanCost: services.maxPlanCost }));
  };
  return [requireUser(), answer];
}
