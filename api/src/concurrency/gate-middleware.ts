import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { BusyError, type StatementGate } from './statement-gate.js';

/** The routes whose statements go through the gate: the data API's reads and writes. */
export const gatedRoutes = [
  '/api/fetch',
  '/api/export/csv',
  '/api/update',
  '/api/executemultiple',
  '/api/whatsnext',
  '/api/feed',
];

/**
 * Holds a gate slot from before the route runs until its response is done (or the client went
 * away). Requests without a signed-in user pass untouched: the route answers them 401 without a
 * statement. Over the limit past the wait: 503 ERR_BUSY with Retry-After.
 */
export function statementGate(gate: StatementGate): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const { tenant, principal } = req.context;
    if (!tenant || !principal) {
      next();
      return;
    }
    // a slot free now (the common case): no queue, no abort signal, no promise
    const now = gate.tryAcquire({ tenant: tenant.id, user: principal.userId });
    if (now) {
      // a client already gone gives the slot back at once (its close event has been and gone)
      if (res.closed) return now();
      res.once('close', now);
      next();
      return;
    }
    const gone = new AbortController();
    const abandon = () => gone.abort();
    res.once('close', abandon);
    gate.acquire({ tenant: tenant.id, user: principal.userId }, gone.signal).then(
      (release) => {
        res.off('close', abandon);
        if (res.closed) {
          release();
          return;
        }
        res.once('close', release);
        next();
      },
      (error: unknown) => {
        res.off('close', abandon);
        if (gone.signal.aborted) return;
        if (error instanceof BusyError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
        next(error);
      },
    );
  };
}
