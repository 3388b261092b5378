import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { authenticate } from '../auth/authenticate.js';
import { loginRoutes } from '../auth/login-routes.js';
import { magicRoutes } from '../auth/magic/magic-routes.js';
import { oauthRoutes } from '../auth/oauth/oauth-routes.js';
import type { OAuthSettings } from '../auth/oauth/provider-config.js';
import { passwordRoutes } from '../auth/password-routes.js';
import { puzzleRoute } from '../auth/puzzle/puzzle-route.js';
import type { RateLimiter } from '../auth/rate-limit/rate-limiter.js';
import { sessionDebugRoutes } from '../auth/session-debug-routes.js';
import type { SessionStore } from '../auth/session-store.js';
import { signupRoutes } from '../auth/signup/signup-routes.js';
import type { BuildInfo } from '../config/build-info.js';
import type { Env } from '../config/env.js';
import { dataPath } from '../config/paths.js';
import type { OriginSettings } from '../config/tenant-origin.js';
import type { DatabasePool } from '../db/types.js';
import type { EventBus } from '../events/event-bus.js';
import { eventStreamRoutes } from '../events/event-stream-routes.js';
import { platformSecret } from '../events/platform-secret.js';
import type { BlobStore } from '../files/blob-store.js';
import { fileRoutes } from '../files/file-routes.js';
import { LocalBlobStore } from '../files/local-blob-store.js';
import { geocodeRoutes } from '../integrations/geocoding/geocode-routes.js';
import { createGeocoder } from '../integrations/geocoding/geocoder.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { Logger } from '../logging/logger.js';
import type { MetadataCache } from '../metadata/metadata-cache.js';
import { metadataRoutes } from '../metadata/metadata-routes.js';
import { userContextRoute } from '../metadata/user-context-route.js';
import type { PermissionCache } from '../permissions/permission-cache.js';
import { fetchRoute } from '../records/fetch-route.js';
import { writeRoutes } from '../records/write-routes.js';
import { formScriptRoutes } from '../scripts/form-script-routes.js';
import type { TenantCache } from '../tenancy/tenant-cache.js';
import { resolveTenant } from '../tenancy/tenant-middleware.js';
import { apiNotFound, errorHandler } from './error-handler.js';
import { requestContext } from './request-context.js';
import { appErrorRoute } from './routes/app-error-route.js';
import { healthRoute } from './routes/health-route.js';
import { organizationRoute } from './routes/organization-route.js';
import { staticWeb } from './static-web.js';

export type AppDependencies = {
  env: Pick<Env, 'BASE_DOMAIN' | 'TRUST_PROXY'> & OriginSettings;
  pool: DatabasePool;
  bus: EventBus;
  tenants: TenantCache;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** Provider sign-in settings (OAUTH_* variables); none configured answers a clear error. */
  oauth?: OAuthSettings;
  /** Base delay after a failed login (doubling per failure); tests shorten it. */
  loginFailureDelayMs?: number;
  metadata: MetadataCache;
  permissions: PermissionCache;
  /** A Nominatim-compatible geocoder's base URL (GEOCODER_URL); none finds nothing. */
  geocoderUrl?: string;
  /** Uploaded files; the local folder .data/blobs unless given (run-server passes DATA_DIR's). */
  blobs?: BlobStore;
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
  app.disable('x-powered-by');
  // API answers are not cached, so hashing every body for an ETag is work for nothing (static
  // files keep theirs: express.static and sendFile set their own)
  app.set('etag', false);
  app.set('trust proxy', deps.env.TRUST_PROXY);
  app.set('query parser', 'simple');

  app.use(requestContext(deps.logger));
  app.use(
    helmet({
      // Vite's dev server injects inline scripts for hot reload; production keeps a strict CSP.
      contentSecurityPolicy: deps.webMiddleware
        ? false
        : {
            directives: {
              // map tiles come from a configurable tile server
              'img-src': ["'self'", 'data:', 'blob:', 'https:'],
              'connect-src': ["'self'"],
            },
          },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('/api', express.json({ limit: '1mb' }));
  app.use('/api', express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 100 }));

  app.use(healthRoute(deps.pool, deps.bus, deps.build));
  // Sign-up and trial name an organisation that does not exist yet: before tenancy resolution.
  app.use(signupRoutes({ pool: deps.pool, rateLimiter: deps.rateLimiter, env: deps.env }));
  // /auth/...: provider sign-in and sign-up (their own body parsing; not under /api)
  app.use(
    oauthRoutes({
      pool: deps.pool,
      sessions: deps.sessions,
      rateLimiter: deps.rateLimiter,
      tenants: deps.tenants,
      env: { ...deps.env, oauth: deps.oauth ?? { providers: {} } },
    }),
  );
  app.use('/api', resolveTenant(deps.tenants, deps.env.BASE_DOMAIN));
  app.use('/api', authenticate(deps.sessions, deps.tenants));
  const blobs = deps.blobs ?? new LocalBlobStore(dataPath('.data', 'blobs'));
  const data = {
    pool: deps.pool,
    bus: deps.bus,
    metadata: deps.metadata,
    permissions: deps.permissions,
    blobs,
  };
  app.use(organizationRoute());
  app.use(
    loginRoutes(deps.pool, deps.sessions, deps.rateLimiter, { failureDelayMs: deps.loginFailureDelayMs }),
  );
  app.use(puzzleRoute(deps.pool, deps.rateLimiter));
  const signIn = {
    pool: deps.pool,
    sessions: deps.sessions,
    rateLimiter: deps.rateLimiter,
    permissions: deps.permissions,
  };
  app.use(magicRoutes({ ...signIn, mailer: deps.mailer, env: deps.env, logger: deps.logger }));
  app.use(passwordRoutes(signIn));
  app.use(sessionDebugRoutes(deps.pool, deps.sessions, deps.permissions));
  app.use(appErrorRoute(deps.pool, deps.rateLimiter));
  app.use(userContextRoute(data, deps.build));
  app.use(fetchRoute(data));
  app.use(writeRoutes(data));
  app.use(metadataRoutes(data));
  const streamSecret = platformSecret(deps.pool, 'event-stream');
  streamSecret.catch((error: unknown) => deps.logger.error({ err: error }, 'cannot load the stream secret'));
  app.use(eventStreamRoutes(data, deps.tenants, streamSecret));
  const scriptSecret = platformSecret(deps.pool, 'form-scripts');
  scriptSecret.catch((error: unknown) => deps.logger.error({ err: error }, 'cannot load the script secret'));
  app.use(formScriptRoutes(data, deps.tenants, scriptSecret));
  app.use(geocodeRoutes(createGeocoder(deps.geocoderUrl, deps.logger), deps.rateLimiter));
  const linkSecret = platformSecret(deps.pool, 'file-links');
  linkSecret.catch((error: unknown) => deps.logger.error({ err: error }, 'cannot load the file link secret'));
  app.use(fileRoutes({ ...data, rateLimiter: deps.rateLimiter, linkSecret }));
  app.use('/api', apiNotFound());

  if (deps.webMiddleware) app.use(deps.webMiddleware);
  else if (deps.webDistDir) app.use(staticWeb(deps.webDistDir));
  app.use(errorHandler());
  return app;
}
