import { type Request, Router } from 'express';
import { consumePuzzle } from '../auth/puzzle/puzzle.js';
import { jsonBody } from '../context/text-input.js';
import { organizationNamePattern } from '../contract/organization-name.js';
import { surveyAnswersMaxBytes, surveyKeyPattern, surveySubmitSchema } from '../contract/survey.js';
import type { DatabasePool } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { invalidField, payloadTooLarge } from '../errors/common-errors.js';
import type { MetadataCache } from '../metadata/metadata-cache.js';
import { enforceLimit } from '../rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from '../rate-limit/rate-key.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { TenantCache } from '../tenancy/tenant-cache.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';
import { publicSurvey, surveyPanel, surveyProperties } from './public-survey.js';
import { checkAnswers } from './survey-answers.js';
import { surveyBodyLimit, surveyLimits } from './survey-limits.js';
import { findTemplateByKey, insertSurveyRecord } from './survey-store.js';

export type SurveyServices = {
  /** The main database: puzzles (the control plane). */
  pool: DatabasePool;
  /** The pool of the organisation's cluster (ClusterPools.forTenant): its schema lives there. */
  poolOf: (tenant: TenantRecord) => Promise<DatabasePool>;
  tenants: TenantCache;
  metadata: MetadataCache;
  rateLimiter: RateLimiter;
};

/**
 * The public survey (spec 002 section 7): anonymous, so the organisation comes from the path
 * (never from a session), and each lookup runs in that organisation's schema alone. Mounted
 * before the API's body parsers so its own, much smaller body limit applies.
 */
export function surveyRoutes(services: SurveyServices): Router {
  const router = Router();
  router.use('/api/survey', jsonBody({ limit: surveyBodyLimit }));

  /** The tenant and the template a link names; a clear code for each way it can be wrong. */
  async function openSurvey(req: Request) {
    const orgname = String(req.params.orgname ?? '').toLowerCase();
    const key = String(req.params.key ?? '');
    if (!organizationNamePattern.test(orgname) || !surveyKeyPattern.test(key)) {
      throw new AppError('ERR_SURVEY_LINK_INVALID');
    }
    const tenant = await services.tenants.get(orgname);
    if (tenant?.status !== 'active') throw new AppError('ERR_SURVEY_NOT_FOUND');
    const pool = await services.poolOf(tenant);
    const template = await findTemplateByKey(pool, tenant.schemaName, key);
    if (!template) throw new AppError('ERR_SURVEY_NOT_FOUND');
    if (!template.open) throw new AppError('ERR_SURVEY_EXPIRED');
    if (template.singleuse && template.answered) throw new AppError('ERR_SURVEY_ANSWERED');
    const metadata = await services.metadata.get(tenant);
    return { tenant, pool, template, metadata };
  }

  router.get('/api/survey/:orgname/:key', async (req, res) => {
    const address = clientAddress(req.ip);
    await enforceLimit(services.rateLimiter, rateKey('survey-load', address), surveyLimits.loadsPerIp, res);
    const { template, metadata } = await openSurvey(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(publicSurvey(template, metadata));
  });

  router.post('/api/survey/:orgname/:key', async (req, res) => {
    const address = clientAddress(req.ip);
    await enforceLimit(
      services.rateLimiter,
      rateKey('survey-submit', address),
      surveyLimits.submitsPerIp,
      res,
    );
    const { tenant, pool, template, metadata } = await openSurvey(req);
    await enforceLimit(
      services.rateLimiter,
      rateKey('survey-template', tenant.id, template.id),
      surveyLimits.submitsPerTemplate,
      res,
    );
    const parsed = surveySubmitSchema.safeParse(req.body);
    if (!parsed.success) throw invalidField('answers', 'expected {answers, puzzle}');
    if (Buffer.byteLength(JSON.stringify(parsed.data.answers)) > surveyAnswersMaxBytes) {
      throw payloadTooLarge();
    }
    // the work a submission costs the sender, before anything else is looked at
    await consumePuzzle(services.pool, parsed.data.puzzle, address);
    const properties = surveyProperties(template, metadata);
    const panel = surveyPanel(template, properties);
    const body = checkAnswers(parsed.data.answers, properties, panel);
    const outcome = await insertSurveyRecord(pool, tenant.schemaName, {
      template,
      body,
      meta: { properties: Object.fromEntries(properties) },
      panel,
      address,
    });
    if (outcome === 'answered') throw new AppError('ERR_SURVEY_ANSWERED');
    res.json({ ok: true });
  });
  return router;
}
