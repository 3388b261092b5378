import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ObjectDefinition } from '../contract/metadata.js';
import { normalizeRoleBody } from '../contract/roles.js';
import {
  type TemplateApp,
  type TemplateRole,
  templateAppSchema,
  templateEntitySchema,
  templateRoleSchema,
  templateViewSchema,
} from '../contract/template.js';
import { AppError } from '../errors/app-error.js';
import { systemObjects } from '../migrations/system-objects.js';
import { checkTemplateReferences } from '../templates/check-references.js';
import type { LocatedView } from '../templates/loaded-template.js';
import { listJsonFiles, readTemplateFile } from '../templates/read-template-files.js';
import { ProblemList, type TemplateProblem } from '../templates/template-problem.js';
import { manifestFile, metadataManifestSchema } from './metadata-folder.js';
import { itemKeys, type MetadataSnapshot, normalizeSnapshot, type Translation } from './metadata-snapshot.js';

const translationFileSchema = z
  .object({
    entity: z.literal('inu_localize'),
    rows: z
      .array(
        z
          .object({
            name: z.string().min(1).max(200),
            lang: z.string().min(2).max(5),
            text: z.string().max(100_000),
          })
          .strict(),
      )
      .max(100_000),
  })
  .strict();

/**
 * The template check reports views by their index in a file of many; a metadata folder has one
 * view per file, so the leading index is dropped and paths read as in the file (`body.panel`).
 */
class SingleItemProblems extends ProblemList {
  override add(file: string, at: readonly (string | number)[], message: string): void {
    super.add(file, typeof at[0] === 'number' ? at.slice(1) : at, message);
  }
}

/** The view files: views/{entity or _global}/*.json and home/*.json, sorted. */
function viewFiles(dir: string): string[] {
  const views = path.join(dir, 'views');
  const nested = existsSync(views)
    ? readdirSync(views)
        .filter((entry) => statSync(path.join(views, entry)).isDirectory())
        .sort()
        .flatMap((entry) => listJsonFiles(dir, `views/${entry}`))
    : [];
  return [...nested, ...listJsonFiles(dir, 'home')];
}

/**
 * Reads a metadata folder and checks all of it before anything is applied: each file against
 * its schema, then every reference with the template check (lookup targets, view bodies by
 * kind, fields and lists named inside views, apps of views), then roles. Every problem is
 * reported with its file and JSON path; the snapshot is returned only when there is none.
 */
export function inspectMetadataFolder(dir: string): {
  snapshot?: MetadataSnapshot;
  problems: TemplateProblem[];
} {
  const problems = new SingleItemProblems();
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    problems.add('.', [], `folder ${dir} does not exist`);
    return { problems: problems.items };
  }
  const manifest = readTemplateFile(dir, manifestFile, metadataManifestSchema, problems);

  const entityFiles = new Map<string, string>();
  const entities: ObjectDefinition[] = [];
  for (const file of listJsonFiles(dir, 'entities')) {
    const entity = readTemplateFile(dir, file, templateEntitySchema, problems);
    if (!entity) continue;
    const expected = path.basename(file, '.json');
    if (entity.logicalName !== expected)
      problems.add(file, ['logicalName'], `must match the file name (${expected})`);
    if (entityFiles.has(entity.logicalName)) problems.add(file, ['logicalName'], 'defined twice');
    entityFiles.set(entity.logicalName, file);
    entities.push(entity);
  }

  const apps = new Map<string, { app: TemplateApp; file: string }>();
  for (const file of listJsonFiles(dir, 'apps')) {
    const app = readTemplateFile(dir, file, templateAppSchema, problems);
    if (!app) continue;
    if (apps.has(app.name)) problems.add(file, ['name'], `app ${app.name} is defined twice`);
    else apps.set(app.name, { app, file });
  }
  const order = manifest?.appOrder ?? [];
  for (const name of order)
    if (!apps.has(name)) problems.add(manifestFile, ['appOrder'], `unknown app ${name}`);
  const orderedApps = [...apps.values()]
    .map(({ app }) => app)
    .sort((a, b) => rank(order, a.name) - rank(order, b.name) || (a.name < b.name ? -1 : 1));

  const roles = new Map<string, { role: TemplateRole; file: string }>();
  for (const file of listJsonFiles(dir, 'roles')) {
    const role = readTemplateFile(dir, file, templateRoleSchema, problems);
    if (!role) continue;
    if (roles.has(role.name)) problems.add(file, ['name'], `role ${role.name} is defined twice`);
    else roles.set(role.name, { role, file });
  }

  const views: LocatedView[] = viewFiles(dir).flatMap((file) => {
    const view = readTemplateFile(dir, file, templateViewSchema, problems);
    if (!view) return [];
    if (view.isprivate) problems.add(file, ['isprivate'], 'private views are not part of the metadata');
    return [{ ...view, file, index: 0 }];
  });

  const translations: Translation[] = [];
  const seenTexts = new Set<string>();
  for (const file of listJsonFiles(dir, 'localization')) {
    const set = readTemplateFile(dir, file, translationFileSchema, problems);
    set?.rows.forEach((row, index) => {
      const key = itemKeys.translation(row);
      if (seenTexts.has(key))
        problems.add(file, ['rows', index, 'name'], `${row.name} (${row.lang}) is translated twice`);
      seenTexts.add(key);
      translations.push(row);
    });
  }

  const system = systemObjects();
  checkTemplateReferences(
    {
      manifest: { name: 'metadata', displayName: 'metadata', version: 1 },
      entities,
      apps: orderedApps,
      roles: [],
      views,
      seed: [],
      sample: [],
    },
    entityFiles,
    system,
    problems,
  );
  const known = new Set([...system.keys(), ...entityFiles.keys()]);
  for (const { role, file } of roles.values()) {
    if (role.app && !apps.has(role.app)) problems.add(file, ['app'], `unknown app ${role.app}`);
    for (const entity of Object.keys(normalizeRoleBody(role.body).permissions)) {
      if (!known.has(entity)) problems.add(file, ['body', 'permissions', entity], `unknown entity ${entity}`);
    }
  }
  if (!manifest || !problems.empty) return { problems: problems.items };
  return {
    snapshot: normalizeSnapshot({
      entities,
      apps: orderedApps,
      roles: [...roles.values()].map(({ role }) => role),
      views: views.map(({ file: _file, index: _index, ...view }) => view),
      translations,
    }),
    problems: [],
  };
}

const rank = (order: string[], name: string) => {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
};

/** Reads a metadata folder, refusing it (ERR_METADATA_FOLDER_INVALID, every problem in details). */
export function readMetadataFolder(dir: string): MetadataSnapshot {
  const { snapshot, problems } = inspectMetadataFolder(dir);
  if (snapshot) return snapshot;
  const [first] = problems;
  throw new AppError(
    'ERR_METADATA_FOLDER_INVALID',
    {
      folder: path.basename(path.resolve(dir)),
      file: first?.file ?? '',
      path: first?.path ?? '',
      problem: first?.message ?? '',
      count: problems.length,
    },
    { problems },
  );
}
