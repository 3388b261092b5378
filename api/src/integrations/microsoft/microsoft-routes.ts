import { Router } from 'express';
import { calendarRoutes } from './calendar-routes.js';
import { driveRoutes } from './drive-routes.js';
import { identityRoutes } from './identity-routes.js';
import type { MicrosoftRouteDependencies } from './microsoft-context.js';

export { connectCallbackRoute } from './identity-routes.js';
export type { MicrosoftRouteDependencies } from './microsoft-context.js';
export { MicrosoftIdentity } from './microsoft-identity.js';

/** /api/azure/...: the user's Microsoft 365 connection, Outlook calendars and OneDrive. */
export function microsoftRoutes(deps: MicrosoftRouteDependencies): Router {
  const router = Router();
  router.use(identityRoutes(deps));
  router.use(calendarRoutes(deps));
  router.use(driveRoutes(deps));
  return router;
}
