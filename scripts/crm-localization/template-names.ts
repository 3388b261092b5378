import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allProperties } from '@strata/api/contract/base-properties';
import { type TranslatableName, translatableNames } from '@strata/api/contract/localization-keys';
import { type ObjectInput, objectSchema } from '@strata/api/contract/metadata';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => path.join(dir, file));

type TemplateView = {
  name: string;
  label?: string;
  kind: string;
  objectname?: string;
  app?: string;
  body: unknown;
};

/** Every translatable name of a template folder, from its own files (entities, apps, views, rules). */
export function templateNames(dir: string): TranslatableName[] {
  const objects = jsonFiles(path.join(dir, 'entities')).map((file) => {
    const object = objectSchema.parse(readJson(file) as ObjectInput);
    return { ...object, properties: allProperties(object) };
  });
  const views = jsonFiles(path.join(dir, 'views')).flatMap((file) => readJson(file) as TemplateView[]);
  const apps = (readJson(path.join(dir, 'apps.json')) as { name: string; label?: string }[]).map((app) => {
    const home = views.find((view) => view.kind === 'home' && view.app === app.name)?.body as
      | { items?: Record<string, unknown>[] }
      | undefined;
    return { name: app.name, label: app.label ?? null, home: home?.items ?? null };
  });
  const rulesFile = jsonFiles(path.join(dir, 'seed')).find((file) => file.endsWith('_inu_nextrule.json'));
  const nextRules = rulesFile
    ? (readJson(rulesFile) as { rows: { name: string; label?: string }[] }).rows
    : [];
  return translatableNames({
    objects,
    apps,
    views: views.map((view) => ({ ...view, objectname: view.objectname ?? null, label: view.label ?? null })),
    nextRules,
  });
}
