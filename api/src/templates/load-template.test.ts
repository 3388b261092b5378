import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error.js';
import { inspectTemplate, loadTemplate, loadTemplateFromDir } from './load-template.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Writes a template folder named `name` from a map of file -> JSON value (or raw text). */
function writeTemplate(name: string, files: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-template-'));
  folders.push(root);
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const manifest = { name: 'mini', displayName: 'Mini', version: 1 };
const ticket = {
  logicalName: 'ticket',
  displayName: 'Ticket',
  displayNamePlural: 'Tickets',
  properties: [
    {
      logicalName: 'priority',
      displayName: 'Priority',
      type: 'Integer',
      flags: ['OptionSet'],
      richOptions: [{ value: 1, label: 'High' }],
    },
    { logicalName: 'reporter', displayName: 'Reporter', type: 'Lookup', targets: ['systemuser'] },
  ],
};

function problemsOf(files: Record<string, unknown>) {
  return inspectTemplate(writeTemplate('mini', files)).problems.map(
    (p) => `${p.file} ${p.path}: ${p.message}`,
  );
}

describe('template loading', () => {
  it('loads a valid template', () => {
    const dir = writeTemplate('mini', {
      'template.json': manifest,
      'entities/ticket.json': ticket,
      'apps.json': [{ name: 'desk', label: 'Desk' }],
      'roles.json': [{ name: 'agent', app: 'desk', body: { permissions: { ticket: 4403 } } }],
      'views/ticket.json': [
        {
          name: 'count',
          kind: 'chart',
          objectname: 'ticket',
          body: {
            series: [{ aggregateField: 'id', aggregateMethod: 'count' }],
            groups: [{ field: 'priority', method: 'column' }],
          },
        },
      ],
      'seed/01_ticket.json': { entity: 'ticket', rows: [{ name: 'First', priority: 1 }] },
    });
    const template = loadTemplateFromDir(dir);
    expect(template.entities.map((e) => e.logicalName)).toEqual(['ticket']);
    expect(template.seed[0]?.rows).toHaveLength(1);
  });

  it('names a missing manifest', () => {
    expect(problemsOf({ 'entities/ticket.json': ticket })).toContain('template.json (root): file is missing');
  });

  it('names a file that is not JSON', () => {
    const problems = problemsOf({ 'template.json': manifest, 'entities/ticket.json': '{ "logicalName": ' });
    expect(problems.some((p) => p.startsWith('entities/ticket.json (root): not valid JSON'))).toBe(true);
  });

  it('names the path of an invalid value inside a file', () => {
    const broken = { ...ticket, properties: [{ ...ticket.properties[0], type: 'Number' }] };
    const problems = problemsOf({ 'template.json': manifest, 'entities/ticket.json': broken });
    expect(problems.some((p) => p.startsWith('entities/ticket.json properties[0].type:'))).toBe(true);
  });

  it('refuses a NUL or a lone surrogate anywhere in a file, naming its path (metadata folders too)', () => {
    const labelled = (label: string) =>
      `{"logicalName":"ticket","displayName":"Ticket","displayNamePlural":"Tickets","properties":[{"logicalName":"priority","displayName":"Priority","type":"Integer","flags":["OptionSet"],"richOptions":[{"value":1,"label":${label}}]}]}`;
    for (const label of ['"High\\u0000"', '"\\ud800"']) {
      const problems = problemsOf({ 'template.json': manifest, 'entities/ticket.json': labelled(label) });
      expect(problems).toContain(
        'entities/ticket.json properties[0].richOptions[0].label: text with a NUL character or a lone surrogate',
      );
    }
    const seedKey = problemsOf({
      'template.json': manifest,
      'apps.json': '[{"name":"desk","la\\u0000bel":"Desk"}]',
    });
    expect(seedKey.some((p) => p.startsWith('apps.json [0]') && p.includes('NUL'))).toBe(true);
  });

  it('checks references across files and every seed row', () => {
    const problems = problemsOf({
      'template.json': manifest,
      'entities/ticket.json': { ...ticket, properties: [{ ...ticket.properties[1], targets: ['nothing'] }] },
      'roles.json': [{ name: 'agent', app: 'nope', body: { ghost: 48 } }],
      'views/home.json': [
        { name: 'home', kind: 'home', body: { items: [{ kind: 'entity', name: 'ghost' }] } },
      ],
      'seed/01_ticket.json': {
        entity: 'ticket',
        rows: [{ name: 'x', colour: 'red' }, { reporter: 'not-a-uuid' }],
      },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'entities/ticket.json properties[0].targets: unknown target entity nothing',
        'roles.json [0].app: unknown app nope',
        'roles.json [0].body: unknown entity ghost',
        'views/home.json [0].body.items[0].name: unknown entity ghost',
        'seed/01_ticket.json rows[0].colour: ticket has no field colour',
        'seed/01_ticket.json rows[1].reporter: expected a uuid or {id, name}',
      ]),
    );
  });

  it('compiles list view queries against the template metadata', () => {
    const problems = problemsOf({
      'template.json': manifest,
      'entities/ticket.json': ticket,
      'views/ticket.json': [
        {
          name: 'all',
          kind: 'view',
          objectname: 'ticket',
          body: { query: { entity: { name: 'ticket', attributes: [{ attribute: 'nope' }] } } },
        },
      ],
    });
    expect(problems).toEqual([
      'views/ticket.json [0].body.query: ERR_FIELD_NOT_FOUND nope (at entity.attributes.0.attribute)',
    ]);
  });

  it('checks the names inside forms, lists, dashboards and home menus', () => {
    const problems = problemsOf({
      'template.json': manifest,
      'entities/ticket.json': ticket,
      'views/ticket.json': [
        {
          name: 'main',
          kind: 'form',
          objectname: 'ticket',
          body: {
            panel: {
              name: 'root',
              type: 'Tabs',
              panels: [
                { name: 'a', type: 'Fields', fields: [{ name: 'priority' }, { name: 'acountnumber' }] },
                { name: 'b', type: 'AssociatedList', objectName: 'ticket', relationField: 'priority' },
              ],
            },
            header: { fields: ['priority', 'ownerid', 'severity'] },
          },
        },
        {
          name: 'all',
          kind: 'view',
          objectname: 'ticket',
          body: {
            query: {
              entity: {
                name: 'ticket',
                attributes: [{ attribute: 'name' }],
                filter: { conditions: [{ attribute: 'priority', operator: 'eq', value: 7 }] },
              },
            },
            columns: [{ attribute: 'name' }, { attribute: 'x.name' }, { attribute: 'colour' }],
          },
        },
      ],
      'views/dashboard.json': [
        {
          name: 'main',
          kind: 'dashboard',
          body: {
            objects: [
              { type: 'grid', objectName: 'ticket', listName: 'missing' },
              { type: 'filter', objectName: 'ghost', field: 'x' },
            ],
          },
        },
      ],
      'views/home.json': [
        { name: 'home', kind: 'home', body: { items: [{ kind: 'entity', name: 'ticket', view: 'nope' }] } },
      ],
    });
    expect(problems).toEqual([
      'views/dashboard.json [0].body.objects[0].listName: no view named missing for ticket',
      'views/dashboard.json [0].body.objects[1].objectName: unknown entity ghost',
      'views/home.json [0].body.items[0].view: no view named nope for ticket',
      'views/ticket.json [0].body.panel.panels[0].fields[1].name: ticket has no field acountnumber',
      'views/ticket.json [0].body.panel.panels[1].relationField: ticket.priority is not a lookup to ticket',
      'views/ticket.json [0].body.header.fields[2]: ticket has no field severity',
      'views/ticket.json [1].body.columns[1].attribute: no link with alias x in the query',
      'views/ticket.json [1].body.columns[2].attribute: ticket has no field colour',
      'views/ticket.json [1].body.query.entity.filter.conditions[0].value: 7 is not an option of ticket.priority',
    ]);
  });

  it('refuses an entity that reuses a system name or a file name that differs', () => {
    const problems = problemsOf({
      'template.json': manifest,
      'entities/systemuser.json': { ...ticket, logicalName: 'systemuser' },
      'entities/other.json': ticket,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'entities/systemuser.json logicalName: systemuser is a system entity',
        'entities/other.json logicalName: must match the file name (other)',
      ]),
    );
  });

  it('raises ERR_TEMPLATE_INVALID with the first problem and all of them', () => {
    const dir = writeTemplate('mini', { 'template.json': { ...manifest, version: 0 } });
    try {
      loadTemplateFromDir(dir);
      expect.unreachable();
    } catch (error) {
      expect(isAppError(error) && error.code).toBe('ERR_TEMPLATE_INVALID');
      if (isAppError(error)) {
        expect(error.params).toMatchObject({ file: 'template.json', path: 'version' });
        expect(error.details.problems).toHaveLength(1);
      }
    }
  });

  it('refuses template names that could leave tenant-templates/', () => {
    for (const name of ['../etc', 'crm/../../x', 'CRM', '']) {
      expect(() => loadTemplate(name)).toThrowError(
        expect.objectContaining({ code: 'ERR_TEMPLATE_NOT_FOUND' }),
      );
    }
  });
});
