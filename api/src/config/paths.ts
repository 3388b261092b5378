import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found by walking up from this file to the folder holding the
 * workspace package.json. Works both from api/src (tsx, vitest) and from api/dist (node).
 */
function findRepositoryRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (existsSync(path.join(dir, 'migrations')) && existsSync(path.join(dir, 'tenant-templates'))) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the Strata repository root (migrations/ and tenant-templates/)');
}

export const repositoryRoot = findRepositoryRoot();
export const migrationsDir = path.join(repositoryRoot, 'migrations');
export const templatesDir = path.join(repositoryRoot, 'tenant-templates');
export const localesDir = path.join(repositoryRoot, 'locales');
export const webDistDir = path.join(repositoryRoot, 'web', 'dist');

/** Resolves a data path (DATA_DIR may be relative to the repository root). */
export function dataPath(dataDir: string, ...parts: string[]): string {
  return path.resolve(repositoryRoot, dataDir, ...parts);
}
