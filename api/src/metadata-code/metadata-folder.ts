import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { appNamePattern } from '../contract/template.js';
import {
  canonicalApp,
  canonicalEntity,
  canonicalRole,
  canonicalView,
  type MetadataSnapshot,
} from './metadata-snapshot.js';

/**
 * A metadata folder (`strata metadata export`): the template format with one file per item,
 * so that a change to one view is a change to one file in git.
 *   metadata.json                    manifest: format, version, the apps' menu order
 *   entities/{logicalName}.json      an entity with its properties (a template's entity file)
 *   apps/{name}.json                 an app (a template's apps.json item)
 *   roles/{name}.json                a role (a template's roles.json item)
 *   views/{objectname}/{kind}.{name}.json   a view, form, chart, dashboard or script
 *   views/_global/{kind}.{name}.json        ... one that belongs to no entity
 *   home/{name}.json                 a home menu (a view of kind home without entity)
 *   localization/{lang}.json         the translations of one language (a template's seed file
 *                                    of inu_localize rows, sorted by name)
 * File names are derived from the item's identity; names that are no safe file name get a
 * slug and a short hash. JSON is written with two-space indentation and a final newline.
 */
export const manifestFile = 'metadata.json';
export const managedEntries = [manifestFile, 'entities', 'apps', 'roles', 'views', 'home', 'localization'];
export const globalViews = '_global';

export const metadataManifestSchema = z
  .object({
    format: z.literal('strata-metadata'),
    version: z.literal(1),
    appOrder: z.array(z.string().regex(appNamePattern)).max(100),
  })
  .strict();

/** A file name for an item name: the name itself when safe, else a slug plus a hash of the name. */
export function fileNameFor(name: string): string {
  if (/^[a-z0-9][a-z0-9_-]{0,80}$/.test(name)) return name;
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return slug ? `${slug}-${hash}` : hash;
}

export type MetadataFiles = Map<string, unknown>;

/** The snapshot as files, in a stable order (what export writes and tests compare). */
export function snapshotFiles(snapshot: MetadataSnapshot): MetadataFiles {
  const files: MetadataFiles = new Map();
  files.set(manifestFile, {
    format: 'strata-metadata',
    version: 1,
    appOrder: snapshot.apps.map((app) => app.name),
  });
  for (const entity of snapshot.entities)
    files.set(`entities/${entity.logicalName}.json`, canonicalEntity(entity));
  for (const app of snapshot.apps) files.set(`apps/${fileNameFor(app.name)}.json`, canonicalApp(app));
  for (const role of snapshot.roles) files.set(`roles/${fileNameFor(role.name)}.json`, canonicalRole(role));
  for (const view of snapshot.views) {
    const file =
      view.kind === 'home' && !view.objectname
        ? `home/${fileNameFor(view.name)}.json`
        : `views/${view.objectname ?? globalViews}/${view.kind}.${fileNameFor(view.name)}.json`;
    files.set(file, canonicalView(view));
  }
  const languages = [...new Set(snapshot.translations.map((t) => t.lang))].sort();
  for (const lang of languages) {
    files.set(`localization/${fileNameFor(lang)}.json`, {
      entity: 'inu_localize',
      rows: snapshot.translations
        .filter((t) => t.lang === lang)
        .map(({ name, text }) => ({ name, lang, text })),
    });
  }
  return files;
}

/** Why a metadata folder could not be written; the CLI reports it as a mistake on the command line. */
export class MetadataFolderError extends Error {}

/**
 * Writes an export. A new or empty folder is written beside it and renamed into place; a folder
 * holding an earlier export (it has metadata.json) gets its managed files replaced, so files of
 * items that are gone disappear and anything else in it (.git, a README) stays. Any other
 * non-empty folder is refused.
 */
export function writeMetadataFolder(dir: string, files: MetadataFiles): void {
  const target = path.resolve(dir);
  const existing = existsSync(target) && readdirSync(target).length > 0;
  if (existing && !existsSync(path.join(target, manifestFile))) {
    throw new MetadataFolderError(`${dir} is not empty and holds no ${manifestFile}: not a metadata folder`);
  }
  const temporary = `${target}.partial-${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  try {
    for (const [file, value] of files) {
      const full = path.join(temporary, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, `${JSON.stringify(value, null, 2)}\n`);
    }
    if (!existing) {
      if (existsSync(target)) rmSync(target, { recursive: true });
      renameSync(temporary, target);
      return;
    }
    for (const entry of managedEntries) {
      rmSync(path.join(target, entry), { recursive: true, force: true });
      if (existsSync(path.join(temporary, entry)))
        renameSync(path.join(temporary, entry), path.join(target, entry));
    }
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}
