import { Router } from 'express';
import { type DataServices, dataContextFor } from '../context/data-context.js';
import { csvExportRequestSchema, csvRowCountHeader } from '../contract/csv-export.js';
import { invalidField } from '../errors/common-errors.js';
import { parseBody } from '../errors/parse-body.js';
import { readAccessResolver } from '../permissions/record-access.js';
import { compileFetch } from '../query/compile-fetch.js';
import { refuseCostlyPlan } from '../query/plan-cost.js';
import { requireUser } from '../sessions/authenticate.js';
import { csvColumns, csvQuery } from './csv-columns.js';
import { csvLinesText } from './csv-lines-text.js';
import { knownTimeZones } from './time-zones.js';

export const csvExportPath = '/api/export/csv';

/**
 * POST /api/export/csv (issue 20 item 6): the Export dialog's CSV file written by the server, in
 * one statement, so 5,000 rows cost little more than PostgreSQL's own COPY of them. The body is
 * the export's fetch query (compiled as /api/fetch compiles it, under the caller's read rights)
 * and its columns with their formats, which the browser works out from its own metadata and
 * language (web/src/export/csv-plan.ts); the answer is the file's lines as the browser would have written them.
 * Bad input: ERR_VALIDATION naming the field; the query's own errors as /api/fetch answers them.
 */
export function csvExportRoutes(services: DataServices): Router {
  const router = Router();
  router.post(csvExportPath, requireUser(), async (req, res) => {
    const body = parseBody(csvExportRequestSchema, req.body);
    const zones = body.columns.flatMap((column, index) =>
      column.format.kind === 'datetime' ? [{ zone: column.format.zone, index }] : [],
    );
    if (zones.length > 0) {
      const known = await knownTimeZones(services.pool);
      const unknown = zones.find(({ zone }) => !known.has(zone));
      if (unknown) {
        const field = `columns.${unknown.index}.format.zone`;
        throw invalidField(field, 'unknown time zone');
      }
    }
    const context = await dataContextFor(req, services);
    const compiled = compileFetch(body.query, {
      metadata: context.metadata,
      access: readAccessResolver(context),
    });
    const columns = csvColumns(compiled.fields, body.columns);
    if (compiled.fansOut && services.maxPlanCost)
      await refuseCostlyPlan(services.pool, compiled.query, services.maxPlanCost);
    const rows = await services.pool.any(csvQuery(compiled.query, columns));
    const text = csvLinesText(
      body.columns.map((column) => column.label),
      rows as readonly Readonly<Record<string, unknown>>[],
      columns,
      body.totals?.label ?? null,
    );
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="export.csv"');
    res.setHeader(csvRowCountHeader, String(rows.length));
    res.end(Buffer.from(text, 'utf8'));
  });
  return router;
}
