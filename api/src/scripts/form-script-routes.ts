import { Router } from 'express';
import { sql } from 'slonik';
import { z } from 'zod';
import type { DataServices } from '../context/data-context.js';
import { forbidden, recordNotFound } from '../errors/common-errors.js';
import { issueShortLivedToken } from '../live/stream-token.js';
import { tokenHolder } from '../live/token-holder.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';
import { requireUser } from '../sessions/authenticate.js';
import type { TenantCache } from '../tenancy/tenant-cache.js';

/** How long a script URL's token can start a download (the browser loads it at once). */
const scriptTokenLifetimeMs = 60_000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const scriptRow = z.object({ body: z.string().nullable() });

/**
 * Form scripts (inu_view records of kind script) run in the browser as ES modules loaded from
 * this server, so the strict Content-Security-Policy (script-src 'self', no eval) holds. A
 * dynamic import cannot send the access-token header, hence:
 * GET /api/scripttoken: a short-lived signed token for the user and tenant;
 * GET /api/formscript/{id}?token=: the script's source as JavaScript, for a reader of
 * inu_view on the same tenant's host. Only users who may update inu_view can change scripts:
 * the ordinary record permissions guard the writes.
 */
export function formScriptRoutes(
  services: DataServices,
  tenants: TenantCache,
  secret: Promise<Buffer>,
): Router {
  const router = Router();

  router.get('/api/scripttoken', requireUser(), async (req, res) => {
    const answer = await issueShortLivedToken(req, secret, scriptTokenLifetimeMs);
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.get('/api/formscript/:id', async (req, res) => {
    const { claims, tenant } = await tokenHolder(
      req,
      secret,
      { ...services, tenants },
      { hostTenantRequired: true },
    );
    const id = String(req.params.id);
    if (!uuidPattern.test(id)) throw recordNotFound({ id: id.slice(0, 40) });

    const [metadata, permissions] = await Promise.all([
      services.metadata.get(tenant),
      services.permissions.get(tenant, claims.userId),
    ]);
    const access = recordAccess({ userId: claims.userId, permissions, metadata }, 'inu_view', 'read');
    if (access.kind === 'none') throw forbidden({ object: 'inu_view' });
    const table = sql.identifier(['v']);
    const row = await services.pool.maybeOne(sql.type(scriptRow)`
      SELECT v.body FROM ${sql.identifier([metadata.schema, 'inu_view'])} v
      WHERE v.id = ${id} AND v.kind = 'script' AND v.statecode = 0 AND ${allowedRows(access, table)}`);
    if (!row) throw recordNotFound({ id });

    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.send(scriptSource(row.body));
  });
  return router;
}

/** The module text of a script body `{"source": "..."}`; a broken body is a module that says so. */
function scriptSource(body: string | null): string {
  try {
    const parsed = JSON.parse(body ?? '') as { source?: unknown };
    if (typeof parsed.source === 'string') return parsed.source;
  } catch {
    // falls through
  }
  return 'export default function () { throw new Error("This script has no source."); }\n';
}
