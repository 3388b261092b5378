import type { Request, Response } from 'express';
import type { SessionStore } from '../sessions/session-store.js';

/** Signs the user in: a new session, its token in the access-token header. */
export async function startSession(
  req: Request,
  res: Response,
  sessions: SessionStore,
  tenantId: string,
  userId: string,
) {
  const { token, sessionId } = await sessions.create({
    tenantId,
    userId,
    ...(req.ip ? { ip: req.ip } : {}),
    ...(req.get('user-agent') ? { userAgent: req.get('user-agent') } : {}),
  });
  res.setHeader('access-token', token);
  res.setHeader('Cache-Control', 'no-store');
  return sessionId;
}
