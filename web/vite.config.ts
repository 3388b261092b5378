import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const webDir = path.dirname(new URL(import.meta.url).pathname);

/** The web app: built to web/dist (served by the API), or served by Vite inside the API in dev. */
export default defineConfig({
  root: webDir,
  plugins: [
    react(),
    // the installable app (issue 27): a manifest and a Workbox service worker that precaches the
    // whole built app (the shell and every screen's chunk), so the installed app starts without
    // a network; registered by web/src/offline/register-service-worker.ts (not in dev)
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      // every organisation is its own origin (its sub-domain), so each installs as its own app
      manifest: {
        id: '/',
        name: 'Strata',
        short_name: 'Strata',
        description: 'Business records that keep working without a connection',
        start_url: '/!/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0067d6',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // code, styles, fonts and the app's icons; the country flags' pictures (flag-icons, 3.6 MB
        // of SVG) are cached as they are first shown instead (runtimeCaching below)
        globPatterns: ['**/*.{js,css,html,png,woff2,woff,ttf}', 'icon*.svg'],
        // pdfmake and its fonts are about 1 MB each: printing works offline too
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        // client-side routes load index.html; the API, provider sign-in and file downloads never
        navigateFallback: 'index.html',
        // the public survey form comes from the server each time, with its own stricter CSP
        // (api/src/server/create-app.ts), never the cached page with the app's
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/auth(\/|$)/, /^\/ansu(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.svg$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'strata-pictures', expiration: { maxEntries: 400 } },
          },
        ],
      },
    }),
  ],
  resolve: {
    // @strata/api/contract/* resolves to TypeScript sources (package.json "source" condition)
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  server: { fs: { allow: [path.join(webDir, '..')] } },
  build: {
    outDir: path.join(webDir, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // pdfmake (about 950 kB) and its fonts (about 850 kB) are chunks of their own, loaded only when
    // a PDF is printed or exported; the first load's budget is checked by `npm run bench` (web suite)
    chunkSizeWarningLimit: 1000,
  },
});
