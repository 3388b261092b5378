import { Router } from 'express';
import { type DataServices, dataContextFor } from '../context/data-context.js';
import { localizationKeys } from '../contract/localization-keys.js';
import { type WhatsNextResponse, whatsNextRequestSchema } from '../contract/whatsnext.js';
import { parseBody } from '../errors/parse-body.js';
import { loadUserTexts } from '../localization/user-texts.js';
import { readAccessResolver } from '../permissions/record-access.js';
import { requireUser } from '../sessions/authenticate.js';
import { dueReminders } from './due-reminders.js';
import { evaluateRule } from './evaluate-rule.js';
import { loadRules } from './load-rules.js';
import { referenceDate } from './reference-date.js';

/**
 * POST /api/whatsnext {scheduled, owner, objectname}: every What's Next rule the user may read
 * with its records (one compiled query per rule, all under the user's read rights) and the
 * owner's due reminders. The reference date is the end of the user's day, shifted +2 days for
 * tomorrow and +8 for next week (reference-date.ts). Bad input: ERR_VALIDATION naming the field.
 */
export function whatsNextRoute(services: DataServices): Router {
  const router = Router();
  router.post('/api/whatsnext', requireUser(), async (req, res) => {
    const body = parseBody(whatsNextRequestSchema, req.body ?? {});
    const context = await dataContextFor(req, services);
    const fetchContext = { metadata: context.metadata, access: readAccessResolver(context) };
    const reference = referenceDate(new Date(), body.scheduled, body.utcOffsetMinutes);
    const ownerId = body.owner === 'all' ? undefined : body.owner === 'me' ? context.userId : body.owner;
    const options = { reference, ownerId };
    const rules = await loadRules(services.pool, fetchContext, body.objectname);
    // one after another: the request holds one statement slot of the organisation's share
    const results: WhatsNextResponse['rules'] = [];
    // the Category column in the user's language (inu_localize nextrule.{name})
    const texts = rules.length > 0 ? await loadUserTexts(services, context, new Set()) : {};
    for (const rule of rules) {
      const result = await evaluateRule(services.pool, rule, {
        ...options,
        context: fetchContext,
        language: context.language,
      });
      if (result)
        results.push({ ...result, label: texts[localizationKeys.nextRule(result.name)] ?? result.label });
    }
    const response: WhatsNextResponse = {
      referenceDate: reference.toISOString(),
      rules: results,
      reminders: await dueReminders(services.pool, fetchContext, options),
    };
    res.json(response);
  });
  return router;
}
