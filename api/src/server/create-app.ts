import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { explainAccessRoute } from '../admin/explain-access-route.js';
import { viewAsRole } from '../admin/view-as-role.js';
import { emailChangeRoutes } from '../auth/email-change/email-change-routes.js';
import { handoverRoutes } from '../auth/handover/handover-routes.js';
import { loginRoutes } from '../auth/login-routes.js';
import { magicRoutes } from '../auth/magic/magic-routes.js';
import { oauthRoutes } from '../auth/oauth/oauth-routes.js';
import type { OAuthSettings } from '../auth/oauth/provider-config.js';
import { passwordRoutes } from '../auth/password-routes.js';
import { puzzleRoute } from '../auth/puzzle/puzzle-route.js';
import { sessionDebugRoutes } from '../auth/session-debug-routes.js';
import { signupRoutes } from '../auth/signup/signup-routes.js';
import { directStoreOf } from '../blobs/routed-blob-store.js';
import { type DataLimits, defaultDataLimits } from '../concurrency/data-limits.js';
import { gatedRoutes, statementGate } from '../concurrency/gate-middleware.js';
import { StatementGate } from '../concurrency/statement-gate.js';
import { jsonBodyLimitBytes } from '../config/body-limits.js';
import type { BuildInfo } from '../config/build-info.js';
import type { Env } from '../config/env.js';
import type { OriginSettings } from '../config/tenant-origin.js';
import { keepRawBody } from '../context/raw-body.js';
import { formBody, jsonBody, requestText } from '../context/text-input.js';
import { metadataRoutes } from '../designer/metadata-routes.js';
import { driveRoutes } from '../drive/drive-routes.js';
import { platformSecret } from '../events/platform-secret.js';
import { csvExportRoutes } from '../export/csv-export-route.js';
import { feedRoutes } from '../feed/feed-routes.js';
import { fileRoutes } from '../files/file-routes.js';
import { createDirections } from '../integrations/directions/directions.js';
import { distanceRoutes } from '../integrations/directions/distance-routes.js';
import { geocodeRoutes } from '../integrations/geocoding/geocode-routes.js';
import { createGeocoder } from '../integrations/geocoding/geocoder.js';
import {
  connectCallbackRoute,
  MicrosoftIdentity,
  microsoftRoutes,
} from '../integrations/microsoft/microsoft-routes.js';
import type { MicrosoftSettings } from '../integrations/microsoft/microsoft-settings.js';
import { createSsrfGuard, type SsrfGuard } from '../integrations/outbound/ssrf-guard.js';
import { eventStreamRoutes } from '../live/event-stream-routes.js';
import { localizationNamesRoute } from '../localization/names-route.js';
import type { Logger } from '../logging/logger.js';
import { fetchHandlers } from '../records/fetch-route.js';
import { writeRoutes } from '../records/write-routes.js';
import { formScriptRoutes } from '../scripts/form-script-routes.js';
import { authenticate } from '../sessions/authenticate.js';
import { surveyRoutes } from '../surveys/survey-routes.js';
import { routeToTenantCluster } from '../tenancy/cluster-middleware.js';
import { resolveTenant } from '../tenancy/tenant-middleware.js';
import { userContextRoute } from '../user-context/user-context-route.js';
import { whatsNextRoute } from '../whatsnext/whatsnext-route.js';
import type { Services } from './create-services.js';
import { apiNotFound, errorHandler } from './error-handler.js';
import { requestContext } from './request-context.js';
import { appErrorRoute } from './routes/app-error-route.js';
import { healthRoute } from './routes/health-route.js';
import { organizationRoute } from './routes/organization-route.js';
import { staticWeb } from './static-web.js';

/** The process's services (server/create-services.ts) and what only the HTTP app needs. */
export type AppDependencies = Omit<Services, 'close'> & {
  env: Pick<Env, 'BASE_DOMAIN' | 'TRUST_PROXY'> & OriginSettings;
  /** Provider sign-in settings (OAUTH_* variables); none configured answers a clear error. */
  oauth?: OAuthSettings;
  /** Base delay after a failed login (doubling per failure); tests shorten it. */
  loginFailureDelayMs?: number;
  /** The easiest sign-up puzzle, in bits (auth/puzzle/puzzle-difficulty.ts); tests lower it. */
  puzzleMinBits?: number;
  /** A Nominatim-compatible geocoder's base URL (GEOCODER_URL); none finds nothing. */
  geocoderUrl?: string;
  /** An OSRM-compatible directions service (DIRECTIONS_URL); none: great-circle distances. */
  directionsUrl?: string;
  /**
   * The one SSRF guard of outgoing calls to configured services (OUTBOUND_ALLOWED_HOSTS); none:
   * public addresses only.
   */
  outboundGuard?: SsrfGuard;
  /** Microsoft 365 (server/microsoft-config.ts); none: its routes answer ERR_MICROSOFT_NOT_CONFIGURED. */
  microsoft?: MicrosoftSettings;
  /** ONLINE_VIEWERS=on: docx, xlsx and pptx may open in the Office or Google online viewer. */
  onlineViewers?: boolean;
  /** Per-organisation statement caps and the fetch cost ceiling; defaults for a pool of 10. */
  dataLimits?: DataLimits;
  logger: Logger;
  build: BuildInfo;
  /** The built web app; omitted in API-only tests. */
  webDistDir?: string;
  /** Vite's dev middleware instead of the built files (npm run dev). */
  webMiddleware?: RequestHandler;
};

/**
 * The Express app, in the order that keeps it safe: request id and security headers first,
 * then body limits, health (needs no organisation), tenancy, the session, the API routes, the
 * web app, and finally the one error handler.
 */
export function createApp(deps: AppDependencies): Express {
  const app = express();
  // an organisation's own rows (its schema, its credentials) live on its cluster
  const tenantPool = deps.clusters.routed;
  app.disable('x-powered-by');
  // API answers are not cached, so hashing every body for an ETag is work for nothing (static
  // files keep theirs: express.static and sendFile set their own)
  app.set('etag', false);
  app.set('trust proxy', deps.env.TRUST_PROXY);
  app.set('query parser', 'simple');

  const context = requestContext(deps.logger);
  // with Azure Blob Storage, the browser uploads to it and reads images, videos and documents from it
  const blobOrigin = directStoreOf(deps.blobs)?.origin;
  const blobSources = blobOrigin ? [blobOrigin] : [];
  const securityHeaders = helmet({
    // Vite's dev server injects inline scripts for hot reload; production keeps a strict CSP.
    contentSecurityPolicy: deps.webMiddleware
      ? false
      : {
          directives: {
            // map tiles come from a configurable tile server
            'img-src': ["'self'", 'data:', 'blob:', 'https:', ...blobSources],
            'connect-src': ["'self'", ...blobSources],
            'media-src': ["'self'", ...blobSources],
            // the Cloud files panel previews a PDF from a blob: URL of the bytes it downloaded
            'frame-src': ["'self'", 'blob:'],
          },
        },
    crossOriginEmbedderPolicy: false,
  });
  // The public survey form (/ansu/...) shows a style sheet its author wrote to anonymous
  // visitors: besides the allow-list (surveys/survey-css.ts), its page may load images, styles
  // and fonts from this origin only, so no style can send what a visitor types anywhere
  // (issue 35 item 6). No `https:` in img-src or style-src, unlike the app's map tiles.
  const surveyHeaders = helmet({
    contentSecurityPolicy: deps.webMiddleware
      ? false
      : {
          directives: {
            'img-src': ["'self'", 'data:'],
            'style-src': ["'self'", "'unsafe-inline'"],
            'font-src': ["'self'", 'data:'],
            'connect-src': ["'self'"],
            'media-src': ["'self'"],
            'frame-src': ["'none'"],
          },
        },
    crossOriginEmbedderPolicy: false,
  });
  const limits = deps.dataLimits ?? defaultDataLimits();
  const data = {
    pool: tenantPool,
    bus: deps.bus,
    metadata: deps.metadata,
    permissions: deps.permissions,
    sessions: deps.sessions,
    blobs: deps.blobs,
    logger: deps.logger,
    maxPlanCost: limits.maxPlanCost,
  };
  // the organisation, the signed-in user, its cluster and an administrator's "view as": every
  // /api request, in this order
  const signedInChain = [
    resolveTenant(deps.tenants, deps.env.BASE_DOMAIN),
    authenticate(deps.sessions, deps.tenants, deps.permissions),
    routeToTenantCluster(deps.clusters),
    // an administrator viewing as a role: that role's read rights, and nothing but reads
    viewAsRole(data),
  ];
  // one organisation's data statements take at most its share of the pool
  const gate = statementGate(new StatementGate(limits.gate));
  // the fetch route's compiled-query cache is keyed by the body's bytes: kept for /api/fetch
  // only (its route below), not for every write
  const fetchBody = jsonBody({ limit: jsonBodyLimitBytes, verify: keepRawBody });
  // NUL and lone surrogates in the path or the query string: refused before any route runs
  const urlText = requestText();

  // The data API's hot path (issue 20): POST /api/fetch runs exactly the middleware every API
  // request runs, the same instances in the same order, but as one route matched first, so it
  // does not walk the thirty-odd routers registered before its own (a sixth of its CPU time).
  app.post(
    '/api/fetch',
    context,
    securityHeaders,
    urlText,
    fetchBody,
    ...signedInChain,
    gate,
    ...fetchHandlers(data),
  );

  app.use(context);
  app.use((req, res, next) => (isSurveyPage(req.path) ? surveyHeaders : securityHeaders)(req, res, next));
  app.use(urlText);
  // the public survey: anonymous, its organisation in the path, its own smaller body limit
  app.use(
    surveyRoutes({
      pool: deps.pool,
      poolOf: (tenant) => deps.clusters.forTenant(tenant),
      tenants: deps.tenants,
      metadata: deps.metadata,
      rateLimiter: deps.rateLimiter,
    }),
  );
  app.use('/api', jsonBody({ limit: jsonBodyLimitBytes }));
  app.use('/api', formBody({ extended: false, limit: '64kb', parameterLimit: 100 }));

  app.use(healthRoute(deps.pool, deps.bus, deps.build));
  // Sign-up and trial name an organisation that does not exist yet: before tenancy resolution.
  app.use(signupRoutes({ pool: deps.pool, rateLimiter: deps.rateLimiter, env: deps.env, blobs: deps.blobs }));
  const guard = deps.outboundGuard ?? createSsrfGuard([]);
  const microsoft = deps.microsoft
    ? new MicrosoftIdentity(deps.microsoft, deps.pool, guard, deps.logger)
    : null;
  const microsoftDeps = { identity: microsoft, guard, rateLimiter: deps.rateLimiter, logger: deps.logger };
  // Microsoft's return after "Connect Microsoft 365": before /auth/{provider}/... can claim it
  app.use(
    connectCallbackRoute({
      deps: microsoftDeps,
      tenants: deps.tenants,
      poolOf: (tenant) => deps.clusters.forTenant(tenant),
      origin: deps.env,
    }),
  );
  // /auth/...: provider sign-in and sign-up (their own body parsing; not under /api)
  app.use(
    oauthRoutes({
      pool: deps.pool,
      poolOf: (tenant) => deps.clusters.forTenant(tenant),
      sessions: deps.sessions,
      rateLimiter: deps.rateLimiter,
      tenants: deps.tenants,
      env: { ...deps.env, oauth: deps.oauth ?? { providers: {} } },
      microsoft,
      guard,
      blobs: deps.blobs,
    }),
  );
  app.use('/api', ...signedInChain);
  app.use(gatedRoutes, gate);
  app.use(writeRoutes(data));
  app.use(csvExportRoutes(data));
  app.use(organizationRoute());
  app.use(
    loginRoutes(tenantPool, deps.sessions, deps.rateLimiter, { failureDelayMs: deps.loginFailureDelayMs }),
  );
  app.use(puzzleRoute(deps.pool, deps.rateLimiter, { minBits: deps.puzzleMinBits }));
  const signIn = {
    pool: tenantPool,
    sessions: deps.sessions,
    rateLimiter: deps.rateLimiter,
    permissions: deps.permissions,
  };
  app.use(magicRoutes({ ...signIn, mailer: deps.mailer, env: deps.env, logger: deps.logger }));
  app.use(passwordRoutes(signIn));
  app.use(emailChangeRoutes({ ...data, rateLimiter: deps.rateLimiter, mailer: deps.mailer, env: deps.env }));
  app.use(handoverRoutes({ ...signIn, platformPool: deps.pool }));
  app.use(sessionDebugRoutes(tenantPool, deps.sessions, deps.permissions));
  app.use(appErrorRoute(tenantPool, deps.rateLimiter));
  app.use(userContextRoute(data, deps.build));
  app.use(feedRoutes({ ...data, rateLimiter: deps.rateLimiter }));
  app.use(metadataRoutes(data));
  app.use(whatsNextRoute(data));
  app.use(explainAccessRoute(data));
  app.use(localizationNamesRoute(data));
  const streamSecret = platformSecret(deps.pool, 'event-stream');
  streamSecret.catch((error: unknown) => deps.logger.error({ err: error }, 'cannot load the stream secret'));
  app.use(eventStreamRoutes(data, deps.tenants, streamSecret));
  const scriptSecret = platformSecret(deps.pool, 'form-scripts');
  scriptSecret.catch((error: unknown) => deps.logger.error({ err: error }, 'cannot load the script secret'));
  app.use(formScriptRoutes(data, deps.tenants, scriptSecret));
  app.use(geocodeRoutes(createGeocoder(deps.geocoderUrl, guard, deps.logger), deps.rateLimiter));
  app.use(distanceRoutes(createDirections(deps.directionsUrl, guard, deps.logger), deps.rateLimiter));
  app.use(microsoftRoutes({ ...microsoftDeps, pool: tenantPool }));
  const linkSecret = platformSecret(deps.pool, 'file-links');
  linkSecret.catch((error: unknown) => deps.logger.error({ err: error }, 'cannot load the file link secret'));
  app.use(fileRoutes({ ...data, rateLimiter: deps.rateLimiter, linkSecret }));
  app.use(
    driveRoutes(
      { ...data, rateLimiter: deps.rateLimiter, linkSecret },
      { onlineViewers: deps.onlineViewers === true },
    ),
  );
  app.use('/api', apiNotFound());

  if (deps.webMiddleware) app.use(deps.webMiddleware);
  else if (deps.webDistDir) app.use(staticWeb(deps.webDistDir));
  app.use(errorHandler());
  return app;
}

/** The public survey form's pages (web/src/app/routes.tsx: /ansu/:orgname/:key). */
function isSurveyPage(path: string): boolean {
  return path === '/ansu' || path.startsWith('/ansu/');
}
