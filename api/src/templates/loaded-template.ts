import type { ObjectDefinition } from '../contract/metadata.js';
import type { TemplateApp, TemplateManifest, TemplateRole, TemplateView } from '../contract/template.js';

/**
 * A file a template ships (its `files/` folder) for a seed row's Image or File field, e.g. the
 * crm template's logo in report_image: stored as a blob in each new organisation, the row
 * holding the blob's reference as an uploaded file's would.
 */
export type TemplateFile = {
  /** the blob id: a UUID v4 made from the file's bytes, the same in every organisation */
  blobId: string;
  /** relative to the template folder */
  file: string;
  name: string;
  size: number;
  contentType: string;
  entity: string;
  field: string;
  recordId: string;
};

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
  /** files seed rows name, to store as blobs in a new organisation (template-files.ts) */
  files?: TemplateFile[];
};
