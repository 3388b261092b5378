import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webDir = path.dirname(new URL(import.meta.url).pathname);

/** The web app: built to web/dist (served by the API), or served by Vite inside the API in dev. */
export default defineConfig({
  root: webDir,
  plugins: [react()],
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
