import { Router } from 'express';
import { type DataServices, dataContextFor } from '../context/data-context.js';
import {
  feedActivitiesQuerySchema,
  notifyMentionsSchema,
  readMentionsSchema,
  trackedChangesQuerySchema,
} from '../contract/feed.js';
import { parseBody } from '../errors/parse-body.js';
import { enforceLimit } from '../rate-limit/enforce-limit.js';
import { rateKey } from '../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../rate-limit/rate-limiter.js';
import { requireUser } from '../sessions/authenticate.js';
import { activityPage } from './activity-page.js';
import { markMentionsRead, mentionInbox } from './mention-inbox.js';
import { notifyMentions } from './notify-mentions.js';
import { trackedChanges } from './tracked-changes.js';

/**
 * The activity feed's endpoints beyond /api/fetch and /api/update (issue 17, item 3):
 * - GET /api/feed/activities?id=&cursor=&count=: a page of the activities regarding a record;
 * - GET /api/feed/changes?entity=&id=&fields=&cursor=&count=: tracked field changes of a record;
 *   both answer {items, next} and page by keyset on (createdon, id) (contract/feed.ts feedCursor);
 * - POST /api/feed/mentions {activityId}: notify the users a comment mentions (limited per user);
 * - GET /api/feed/mentions: the caller's unread mentions (header badge);
 * - POST /api/feed/mentions/read {ids?, objectId?}: mark the caller's mentions read.
 * Each runs with the caller's rights (permissions/record-access.ts).
 */
export type FeedServices = DataServices & { rateLimiter: RateLimiter };

export function feedRoutes(services: FeedServices): Router {
  const router = Router();
  router.get('/api/feed/activities', requireUser(), async (req, res) => {
    const query = parseBody(feedActivitiesQuerySchema, req.query);
    const context = await dataContextFor(req, services);
    res.json(await activityPage(services.pool, context, query));
  });
  router.get('/api/feed/changes', requireUser(), async (req, res) => {
    const query = parseBody(trackedChangesQuerySchema, req.query);
    const context = await dataContextFor(req, services);
    res.json(await trackedChanges(services.pool, context, query));
  });
  router.post('/api/feed/mentions', requireUser(), async (req, res) => {
    const { activityId } = parseBody(notifyMentionsSchema, req.body);
    const context = await dataContextFor(req, services);
    const key = rateKey('mention', context.tenant.id, context.userId);
    await enforceLimit(services.rateLimiter, key, limits.mentionsPerUser, res);
    res.json(await notifyMentions(services, context, activityId));
  });
  router.get('/api/feed/mentions', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    res.json(await mentionInbox(services.pool, context));
  });
  router.post('/api/feed/mentions/read', requireUser(), async (req, res) => {
    const body = parseBody(readMentionsSchema, req.body);
    const context = await dataContextFor(req, services);
    res.json(await markMentionsRead(services.pool, context, body));
  });
  return router;
}
