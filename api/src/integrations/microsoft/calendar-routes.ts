import { Router } from 'express';
import { z } from 'zod';
import { isoDateTime } from '../../contract/date-time-text.js';
import { invalidField } from '../../errors/common-errors.js';
import { parseBody } from '../../errors/parse-body.js';
import { requireUser } from '../../sessions/authenticate.js';
import { calendarView, listCalendars } from './graph-calendar.js';
import { graphFailure } from './graph-failure.js';
import { graphFor, type MicrosoftRouteDependencies, withinMicrosoftLimit } from './microsoft-context.js';

/** The calendar mode's window is -10 to +40 days around a month: a little more is allowed. */
const maxWindowMs = 100 * 86_400_000;

const viewQuery = z.object({ start: isoDateTime(), end: isoDateTime() }).strict();

/**
 * Outlook calendars for calendar mode (spec 001 section 7), through Graph on the server:
 *   GET /api/azure/calendars                    [{id, name, color}]  (me/calendars)
 *   GET /api/azure/calendars/{id}/view?start&end [{id, subject, start, end, webLink}]
 *                                               (calendarView, $top=500)
 * The browser never talks to Graph itself: the page's CSP allows only our origin, and the
 * retries, the SSRF guard and the token refresh live in one place.
 */
export function calendarRoutes(deps: MicrosoftRouteDependencies): Router {
  const router = Router();
  const limited = [requireUser(), withinMicrosoftLimit(deps)];
  router.get('/api/azure/calendars', ...limited, async (req, res) => {
    const client = await graphFor(deps, req, 'calendars');
    try {
      res.json(await listCalendars(client));
    } catch (error) {
      throw graphFailure(error, req.context.logger, 'me/calendars');
    }
  });
  router.get('/api/azure/calendars/:id/view', ...limited, async (req, res) => {
    const id = String(req.params.id ?? '');
    if (id.length === 0 || id.length > 512) throw invalidField('id', 'a calendar id');
    const query = parseBody(viewQuery, req.query);
    const start = new Date(query.start);
    const end = new Date(query.end);
    if (!(end > start) || end.getTime() - start.getTime() > maxWindowMs)
      throw invalidField('end', 'the window must end after its start, within 100 days');
    const client = await graphFor(deps, req, 'calendars');
    try {
      res.json(await calendarView(client, id, start, end));
    } catch (error) {
      throw graphFailure(error, req.context.logger, 'calendarView');
    }
  });
  return router;
}
