import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repositoryRoot } from './paths.js';

export type BuildInfo = { version: string; buildDate: string };

/**
 * The version comes from the root package.json; the build date from dist/build-info.json,
 * written by `npm run build`. Running from sources (dev, tests) the process start counts as
 * the build, so clients reload after a restart just as after a deploy.
 */
export function readBuildInfo(): BuildInfo {
  const rootPackage = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
    version?: string;
  };
  const version = rootPackage.version ?? '0.0.0';
  const infoFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'build-info.json');
  if (existsSync(infoFile)) {
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { buildDate?: string };
    if (typeof info.buildDate === 'string') return { version, buildDate: info.buildDate };
  }
  return { version, buildDate: new Date().toISOString() };
}
