import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { templatesDir } from '../config/paths.js';
import {
  templateAppsSchema,
  templateEntitySchema,
  templateManifestSchema,
  templateNamePattern,
  templateRolesSchema,
  templateSeedSchema,
  templateViewsSchema,
} from '../contract/template.js';
import { AppError } from '../errors/app-error.js';
import { systemObjects } from '../migrations/system-objects.js';
import { checkTemplateReferences } from './check-references.js';
import type { LoadedTemplate, LocatedView, TemplateRows } from './loaded-template.js';
import { listJsonFiles, readTemplateFile } from './read-template-files.js';
import { resolveTemplateFiles } from './template-files.js';
import { ProblemList, type TemplateProblem, templateInvalidError } from './template-problem.js';

/** Reads a template folder and checks everything in it; all problems, not just the first. */
export function inspectTemplate(dir: string): { template?: LoadedTemplate; problems: TemplateProblem[] } {
  const problems = new ProblemList();
  if (!existsSync(dir)) {
    problems.add('.', [], `folder ${dir} does not exist`);
    return { problems: problems.items };
  }
  const manifest = readTemplateFile(dir, 'template.json', templateManifestSchema, problems);

  const entityFiles = new Map<string, string>();
  const entities = listJsonFiles(dir, 'entities').flatMap((file) => {
    const entity = readTemplateFile(dir, file, templateEntitySchema, problems);
    if (!entity) return [];
    const expected = path.basename(file, '.json');
    if (entity.logicalName !== expected) {
      problems.add(file, ['logicalName'], `must match the file name (${expected})`);
    }
    if (entityFiles.has(entity.logicalName)) problems.add(file, ['logicalName'], 'defined twice');
    entityFiles.set(entity.logicalName, file);
    return [entity];
  });
  const apps = readTemplateFile(dir, 'apps.json', templateAppsSchema, problems, { optional: true }) ?? [];
  const roles = readTemplateFile(dir, 'roles.json', templateRolesSchema, problems, { optional: true }) ?? [];
  const views: LocatedView[] = listJsonFiles(dir, 'views').flatMap(
    (file) =>
      readTemplateFile(dir, file, templateViewsSchema, problems)?.map((view, index) => ({
        ...view,
        file,
        index,
      })) ?? [],
  );
  const readRows = (folder: string): TemplateRows[] =>
    listJsonFiles(dir, folder).flatMap((file) => {
      const seed = readTemplateFile(dir, file, templateSeedSchema, problems);
      return seed ? [{ file, entity: seed.entity, rows: seed.rows }] : [];
    });
  // files a seed row names (the crm logo) become stored-file references, stored on provisioning
  const { sets: seed, files } = resolveTemplateFiles(dir, readRows('seed'), problems);
  const sample = readRows('sample');

  if (!manifest) return { problems: problems.items };
  const template: LoadedTemplate = { dir, manifest, entities, apps, roles, views, seed, sample, files };
  checkTemplateReferences(template, entityFiles, systemObjects(), problems);
  if (manifest.name !== path.basename(dir)) {
    problems.add('template.json', ['name'], `must match the folder name (${path.basename(dir)})`);
  }
  return problems.empty ? { template, problems: [] } : { problems: problems.items };
}

/** Loads a template folder, refusing it with ERR_TEMPLATE_INVALID when anything is wrong. */
export function loadTemplateFromDir(dir: string): LoadedTemplate {
  const { template, problems } = inspectTemplate(dir);
  if (!template) throw templateInvalidError(path.basename(dir), problems);
  return template;
}

const templateNameSchema = z.string().regex(templateNamePattern);
const cache = new Map<string, LoadedTemplate>();

/**
 * A template of tenant-templates/ by name. Templates ship with the release, so each is read
 * and checked once per process; provisioning many tenants does not re-read them.
 */
export function loadTemplate(name: string): LoadedTemplate {
  if (!templateNameSchema.safeParse(name).success) {
    throw new AppError('ERR_TEMPLATE_NOT_FOUND', { template: name.slice(0, 40) });
  }
  const cached = cache.get(name);
  if (cached) return cached;
  const dir = path.join(templatesDir, name);
  if (!existsSync(path.join(dir, 'template.json'))) {
    throw new AppError('ERR_TEMPLATE_NOT_FOUND', { template: name });
  }
  const template = loadTemplateFromDir(dir);
  cache.set(name, template);
  return template;
}

/** The names of the templates in tenant-templates/. */
export function listTemplateNames(): string[] {
  if (!existsSync(templatesDir)) return [];
  return readdirSync(templatesDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(templatesDir, entry.name, 'template.json')),
    )
    .map((entry) => entry.name)
    .sort();
}
