import { type Request, type Response, Router } from 'express';
import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../db/platform-table.js';
import type { DatabasePool } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { forbidden, invalidField, recordNotFound, unauthorized } from '../errors/common-errors.js';
import type { PermissionCache } from '../permissions/permission-cache.js';
import { requireUser } from '../sessions/authenticate.js';
import type { SessionStore } from '../sessions/session-store.js';

const sessionRow = z.object({
  name: z.string(),
  orgname: z.string(),
  username: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  read: z.number(),
  ip: z.string().nullable(),
  agent: z.string().nullable(),
});

/**
 * GET /api/cache_debug: the live sessions of this organisation (spec 000 section 3, "Session
 * debug row"); POST or DELETE /api/cache_debug_delete?name=: ends one. Administrators of the
 * organisation only; another organisation's sessions are never listed or touched.
 */
export function sessionDebugRoutes(
  pool: DatabasePool,
  sessions: SessionStore,
  permissions: PermissionCache,
): Router {
  const router = Router();
  const requireAdministrator = async (tenant: { id: string; schemaName: string }, userId: string) => {
    if (!(await permissions.get(tenant, userId)).isAdmin) throw forbidden();
  };

  router.get('/api/cache_debug', requireUser(), async (req, res) => {
    const { tenant, principal } = req.context;
    if (!tenant || !principal) throw unauthorized();
    await requireAdministrator(tenant, principal.userId);
    const rows = await pool.any(sql.type(sessionRow)`
      SELECT s.id AS name, ${tenant.name}::text AS orgname, u.emailaddress AS username,
             s.created_at AS created, s.last_seen_at AS modified, s.read_count AS read, s.ip, s.user_agent AS agent
      FROM ${platformTable('sessions')} s
      LEFT JOIN ${sql.identifier([tenant.schemaName, 'systemuser'])} u ON u.id = s.user_id
      WHERE s.tenant_id = ${tenant.id} AND s.idle_expires_at > now() AND s.absolute_expires_at > now()
      ORDER BY s.last_seen_at DESC LIMIT 500`);
    res.setHeader('Cache-Control', 'no-store');
    res.json(rows);
  });

  // ending a session changes state: a GET (a link, an <img>, a prefetch) must never do it
  router.all('/api/cache_debug_delete', (req, res, next) => {
    if (req.method === 'POST' || req.method === 'DELETE') {
      next();
      return;
    }
    res.setHeader('Allow', 'POST, DELETE');
    throw new AppError('ERR_METHOD_NOT_ALLOWED');
  });
  router.post('/api/cache_debug_delete', requireUser(), endSession);
  router.delete('/api/cache_debug_delete', requireUser(), endSession);
  return router;

  async function endSession(req: Request, res: Response) {
    const { tenant, principal } = req.context;
    if (!tenant || !principal) throw unauthorized();
    await requireAdministrator(tenant, principal.userId);
    const name = req.query.name ?? (req.body as { name?: unknown } | undefined)?.name;
    const id = z.string().uuid().safeParse(name);
    if (!id.success) throw invalidField('name', 'uuid');
    if (!(await sessions.endById(tenant.id, id.data))) throw recordNotFound();
    res.json({ ok: true });
  }
}
