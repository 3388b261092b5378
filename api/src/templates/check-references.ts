import { allProperties } from '../contract/base-properties.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import { pdfTemplateProblem } from '../contract/pdf-template.js';
import { normalizeRoleBody } from '../contract/roles.js';
import { type ViewKind, viewBodySchemas } from '../contract/views.js';
import { isAppError } from '../errors/app-error.js';
import { buildTenantMetadata, type TenantMetadata } from '../metadata/tenant-metadata.js';
import { readEverything } from '../permissions/row-access.js';
import { compileFetch } from '../query/compile-fetch.js';
import { prepareSeedRow } from '../records/seed-rows.js';
import { ViewReferenceChecker } from './check-view-references.js';
import type { LoadedTemplate, TemplateRows } from './loaded-template.js';
import type { ProblemList } from './template-problem.js';

/**
 * Checks what no single file can: lookups point at existing objects, views and roles name
 * existing objects and apps, view bodies fit their kind, and seed rows fit their entity.
 */
export function checkTemplateReferences(
  template: Omit<LoadedTemplate, 'dir'>,
  entityFiles: Map<string, string>,
  system: ReadonlyMap<string, ObjectDefinition>,
  problems: ProblemList,
): void {
  const objects = new Map<string, ObjectDefinition>(system);
  for (const entity of template.entities) {
    const file = entityFiles.get(entity.logicalName) ?? 'entities';
    if (system.has(entity.logicalName)) {
      problems.add(file, ['logicalName'], `${entity.logicalName} is a system entity`);
    }
    objects.set(entity.logicalName, entity);
  }
  for (const entity of template.entities) {
    const file = entityFiles.get(entity.logicalName) ?? 'entities';
    entity.properties.forEach((property, index) => {
      for (const target of property.targets ?? []) {
        if (!objects.has(target)) {
          problems.add(file, ['properties', index, 'targets'], `unknown target entity ${target}`);
        }
      }
    });
  }

  const appNames = new Set<string>();
  template.apps.forEach((app, index) => {
    if (appNames.has(app.name)) problems.add('apps.json', [index, 'name'], `duplicate app ${app.name}`);
    appNames.add(app.name);
  });

  template.roles.forEach((role, index) => {
    if (role.app && !appNames.has(role.app)) {
      problems.add('roles.json', [index, 'app'], `unknown app ${role.app}`);
    }
    for (const entity of Object.keys(normalizeRoleBody(role.body).permissions)) {
      if (!objects.has(entity)) problems.add('roles.json', [index, 'body'], `unknown entity ${entity}`);
    }
  });

  checkViews(template, objects, appNames, problems);
  for (const rows of [...template.seed, ...template.sample]) checkRows(rows, objects, problems);
}

function checkViews(
  template: Omit<LoadedTemplate, 'dir'>,
  objects: Map<string, ObjectDefinition>,
  appNames: Set<string>,
  problems: ProblemList,
): void {
  const seen = new Set<string>();
  let metadata: TenantMetadata | undefined;
  const references = new ViewReferenceChecker(objects, template.views, problems);
  for (const view of template.views) {
    const { file, index } = view;
    const key = `${view.kind}/${view.objectname ?? ''}/${view.name}`;
    if (seen.has(key)) problems.add(file, [index, 'name'], `duplicate ${view.kind} ${view.name}`);
    seen.add(key);
    if (view.app && !appNames.has(view.app)) problems.add(file, [index, 'app'], `unknown app ${view.app}`);
    const object = view.objectname ? objects.get(view.objectname) : undefined;
    if (view.objectname && !object) {
      problems.add(file, [index, 'objectname'], `unknown entity ${view.objectname}`);
    }
    const body = viewBodySchemas[view.kind as ViewKind].safeParse(view.body);
    if (!body.success) {
      for (const issue of body.error.issues)
        problems.add(file, [index, 'body', ...issue.path], issue.message);
      continue;
    }
    if (view.kind === 'chart' && object) {
      const fields = new Set(allProperties(object).map((p) => p.logicalName));
      const chart = body.data as { series: { aggregateField: string }[]; groups: { field: string }[] };
      chart.series.forEach((series, i) => {
        if (!fields.has(series.aggregateField)) {
          problems.add(
            file,
            [index, 'body', 'series', i, 'aggregateField'],
            `field not found:${series.aggregateField}`,
          );
        }
      });
      chart.groups.forEach((group, i) => {
        if (!fields.has(group.field)) {
          problems.add(file, [index, 'body', 'groups', i, 'field'], `field not found:${group.field}`);
        }
      });
    }
    if (view.kind === 'view' && object) {
      // A list query must compile against the template's own metadata, like any fetch will.
      metadata ??= buildTenantMetadata('template', 'template', [...objects.values()]);
      try {
        compileFetch((body.data as { query: unknown }).query, { metadata, access: readEverything });
      } catch (error) {
        if (!isAppError(error)) throw error;
        const what = [error.params.name, error.params.reason].filter((part) => part !== undefined).join(': ');
        const where = error.details.field ?? error.params.field;
        problems.add(
          file,
          [index, 'body', 'query'],
          `${error.code} ${what}${where ? ` (at ${String(where)})` : ''}`,
        );
      }
    }
    references.check(view, body.data);
  }
}

function checkRows(rows: TemplateRows, objects: Map<string, ObjectDefinition>, problems: ProblemList): void {
  const object = objects.get(rows.entity);
  if (!object) {
    problems.add(rows.file, ['entity'], `unknown entity ${rows.entity}`);
    return;
  }
  rows.rows.forEach((row, index) => {
    for (const problem of prepareSeedRow(object, row).problems) {
      problems.add(rows.file, ['rows', index, ...problem.path], problem.message);
    }
    // a shipped PDF template is checked as a saved one would be (records/report-template-check.ts)
    if (rows.entity === 'report_template' && typeof row.body === 'object' && row.body !== null) {
      const problem = pdfTemplateProblem(row.body);
      if (problem) problems.add(rows.file, ['rows', index, 'body'], problem);
    }
  });
}
