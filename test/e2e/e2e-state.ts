import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';

/** What global setup hands to teardown: the app's port and process id. */
export type E2eState = { port: number; pid: number; demoPassword: string; databaseUrl: string };
export const e2eStateFile = path.join(repositoryRoot, '.data', 'e2e-state.json');

/** http://{organization}.localhost:{port}: Chromium resolves *.localhost to this machine. */
export function appUrl(organization?: string): string {
  const port = process.env.STRATA_E2E_PORT;
  if (!port) throw new Error('STRATA_E2E_PORT is not set: run the tests through `npx playwright test`');
  return organization ? `http://${organization}.localhost:${port}` : `http://localhost:${port}`;
}
