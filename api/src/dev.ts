import path from 'node:path';
import { repositoryRoot } from './config/paths.js';
import { runServer } from './runtime/run-server.js';

/**
 * `npm run dev`: the API with Vite's dev server inside it (middleware mode), so the web app
 * hot-reloads on the same origin and sub-domains as in production. tsx restarts the API when
 * server code changes.
 */
const { createServer } = await import('vite');
const vite = await createServer({
  configFile: path.join(repositoryRoot, 'web', 'vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'spa',
});
await runServer({ kind: 'dev', middleware: vite.middlewares, close: () => vite.close() });
