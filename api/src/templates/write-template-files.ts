import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { templateNamePattern } from '../contract/template.js';
import type { TemplateFiles } from './template-from-tenant.js';

/** Why a template folder could not be written; the CLI reports it as a failure of that folder. */
export class TemplateFolderError extends Error {}

/** The template name a folder gets: its base name, which the manifest must repeat. */
export function templateNameForDir(dir: string): string {
  const name = path.basename(path.resolve(dir));
  if (!templateNamePattern.test(name)) {
    throw new TemplateFolderError(
      `${name} is not a template name: 1 to 40 lower-case letters, digits and -, starting with a letter`,
    );
  }
  return name;
}

/**
 * Writes a template folder: into a sibling temporary folder first, renamed into place at the
 * end, so a failure leaves nothing half-written. An existing non-empty folder is never touched.
 * JSON is written with two-space indentation and a final newline, so diffs in git stay readable.
 */
export function writeTemplateFiles(dir: string, files: TemplateFiles): void {
  const target = path.resolve(dir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new TemplateFolderError(`${dir} already exists and is not empty`);
  }
  const temporary = `${target}.partial-${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  try {
    for (const [file, value] of files) {
      const full = path.join(temporary, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, `${JSON.stringify(value, null, 2)}\n`);
    }
    if (existsSync(target)) rmSync(target, { recursive: true });
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
}

/** The smallest useful template: one entity with a list, a form, an app, a role and a home menu. */
export function newTemplateFiles(name: string): TemplateFiles {
  const entity = {
    logicalName: 'item',
    displayName: 'Item',
    displayNamePlural: 'Items',
    properties: [
      { logicalName: 'description', displayName: 'Description', type: 'String', max: 2000 },
      { logicalName: 'duedate', displayName: 'Due Date', type: 'DateTime' },
    ],
  };
  return new Map<string, unknown>([
    ['template.json', { name, displayName: name, description: `The ${name} template.`, version: 1 }],
    ['entities/item.json', entity],
    ['apps.json', [{ name: 'main', label: 'Main' }]],
    [
      'roles.json',
      [
        { name: 'admin', body: { permissions: {} } },
        { name: 'user', app: 'main', body: { permissions: { item: 4403 } } },
      ],
    ],
    [
      'views/item.json',
      [
        {
          name: 'all',
          label: 'All Items',
          kind: 'view',
          objectname: 'item',
          body: {
            query: {
              entity: {
                name: 'item',
                attributes: [{ attribute: 'name' }, { attribute: 'duedate' }, { attribute: 'createdon' }],
                orders: [{ attribute: 'name' }],
              },
            },
            columns: [{ attribute: 'name' }, { attribute: 'duedate' }, { attribute: 'createdon' }],
          },
        },
        {
          name: 'main',
          kind: 'form',
          objectname: 'item',
          body: {
            panel: {
              name: 'general',
              type: 'Fields',
              fields: [{ name: 'name' }, { name: 'duedate' }, { name: 'description' }],
            },
          },
        },
      ],
    ],
    [
      'views/home.json',
      [{ name: 'home', kind: 'home', body: { items: [{ kind: 'entity', name: 'item' }] } }],
    ],
  ]);
}
