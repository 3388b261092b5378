import type { Request, Response } from 'express';
import { generateSecret } from '../../passwords/random-secret.js';
import { stateLifetimeMs } from './oauth-state-store.js';

const cookieName = 'strata_oauth';
const wellFormed = /^[A-Za-z0-9_-]{43}$/;

/** The browser's binding value from its cookie, if it sent a well-formed one. */
export function readBrowserSecret(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === cookieName) {
      const value = rest.join('=');
      return wellFormed.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * Binds a flow to the browser that starts it: a random value in an HttpOnly cookie whose hash
 * is stored with the state. A callback URL carried to another browser (login CSRF: signing the
 * victim in to the attacker's account) then fails. A browser keeps its value while it has one,
 * so two flows started side by side both work. Over https the cookie is SameSite=None, because
 * Apple returns with a cross-site form POST; over http (development) it is SameSite=Lax.
 */
export function bindBrowser(req: Request, res: Response, secure: boolean): string {
  const secret = readBrowserSecret(req) ?? generateSecret();
  res.cookie(cookieName, secret, {
    httpOnly: true,
    path: '/auth',
    maxAge: stateLifetimeMs,
    sameSite: secure ? 'none' : 'lax',
    secure,
  });
  return secret;
}
