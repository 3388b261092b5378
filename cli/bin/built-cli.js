// Where the built CLI is, when it is up to date: cli/dist/main.js (tsc -b, over api/dist) when
// both builds are newer than every source file of the CLI and the API, as after `npm run build`
// or `npm test`; else undefined, and the sources run through tsx. The built CLI starts in about
// a second where the sources take two to five.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The newest modification time of the files under `dir`. */
function newestFile(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** @returns {string | undefined} */
export function freshBuiltCli() {
  const entry = path.join(repositoryRoot, 'cli', 'dist', 'main.js');
  const stamps = ['cli', 'api'].map((dir) => path.join(repositoryRoot, dir, 'dist', '.tsbuildinfo'));
  if (!existsSync(entry) || !stamps.every((stamp) => existsSync(stamp))) return undefined;
  const [cliBuilt, apiBuilt] = stamps.map((stamp) => statSync(stamp).mtimeMs);
  const apiSources = newestFile(path.join(repositoryRoot, 'api', 'src'));
  const cliSources = newestFile(path.join(repositoryRoot, 'cli', 'src'));
  // each build after its own sources; the CLI's after the API's too (it compiles against them)
  const fresh = apiBuilt >= apiSources && cliBuilt >= Math.max(cliSources, apiSources);
  return fresh ? entry : undefined;
}
