import { webDistDir } from './config/paths.js';
import { runServer } from './runtime/run-server.js';

/** `npm start`: the API serving the built web app. */
await runServer({ kind: 'static', dir: webDistDir });
