import type { ObjectDefinition } from '../contract/metadata.js';
import type { TemplateApp, TemplateManifest, TemplateRole, TemplateView } from '../contract/template.js';

/** A view with where it was written, so problems can point at it. */
export type LocatedView = TemplateView & { file: string; index: number };

export type TemplateRows = { file: string; entity: string; rows: Record<string, unknown>[] };

/** A template folder after every file was read and checked. */
export type LoadedTemplate = {
  dir: string;
  manifest: TemplateManifest;
  entities: ObjectDefinition[];
  apps: TemplateApp[];
  roles: TemplateRole[];
  views: LocatedView[];
  seed: TemplateRows[];
  sample: TemplateRows[];
};
