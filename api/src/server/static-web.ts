import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, Router } from 'express';

/**
 * Serves the built web app: hashed files under /assets for a year, index.html never cached
 * (so a deploy is picked up at once) and returned for every other GET outside /api and /auth,
 * which is how client-side routes such as /!/list/account load directly.
 */
const noCacheFiles = new Set(['sw.js', 'manifest.webmanifest']);

export function staticWeb(distDir: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      // the service worker and the app manifest are checked on every load, so a deploy's new
      // precache list reaches installed apps at once (web/vite.config.ts, issue 27)
      setHeaders: (res, file) => {
        if (noCacheFiles.has(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.get(/^(?!\/(api|auth)(\/|$)).*/, (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
