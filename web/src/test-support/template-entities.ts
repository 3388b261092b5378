import { allProperties } from '@strata/api/contract/base-properties';
import type { ObjectDefinition } from '@strata/api/contract/metadata';

/**
 * Every shipped template's entities (tenant-templates/{template}/entities/*.json), each with the
 * base properties the server adds: for tests that must hold for whatever a template ships.
 * Here, not in a test file, because import.meta.glob is Vite's (test files compile without it).
 */
const templateFiles = import.meta.glob<{ default: ObjectDefinition }>(
  '../../../tenant-templates/*/entities/*.json',
  { eager: true },
);

export const templateEntities: { template: string; entity: ObjectDefinition }[] = Object.entries(
  templateFiles,
).map(([file, { default: entity }]) => ({
  template: /tenant-templates\/([^/]+)\//.exec(file)?.[1] ?? '',
  entity: { ...entity, properties: allProperties(entity) },
}));
