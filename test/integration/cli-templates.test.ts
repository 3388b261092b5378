import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStrata } from '../fixtures/run-process.js';
import { testDatabaseUrl, uniqueOrganization } from '../fixtures/test-context.js';

/** Issue 25 item 2: template checks that catch real mistakes, `template new`, `template from`. */
const source = uniqueOrganization('tpl');
const copies: string[] = [];
let folder: string;
const strata = (...args: string[]) => runStrata(args, { STRATA_DATABASE_URL: testDatabaseUrl() });
type Problem = { file: string; path: string; message: string };

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'strata-cli-templates-'));
  const created = await strata(
    'tenant',
    'create',
    source,
    '--template',
    'crm',
    '--admin-email',
    'a@tpl.test',
    '--sample-data',
  );
  expect(created.code).toBe(0);
}, 120_000);
afterAll(async () => {
  for (const name of [source, ...copies]) await strata('tenant', 'delete', name, '--yes');
  rmSync(folder, { recursive: true, force: true });
}, 120_000);

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) => writeFileSync(file, JSON.stringify(value, null, 2));

describe('strata template validate', () => {
  it('names the file and JSON path of every wrong reference inside views', { timeout: 120_000 }, async () => {
    const dir = path.join(folder, 'crm');
    cpSync(path.join(repositoryRoot, 'tenant-templates', 'crm'), dir, { recursive: true });
    const accountViews = readJson(path.join(dir, 'views', 'account.json'));
    const form = accountViews.findIndex((view: { kind: string }) => view.kind === 'form');
    const text = JSON.stringify(accountViews[form]).replace(
      '"name":"accountnumber"',
      '"name":"acountnumber"',
    );
    accountViews[form] = JSON.parse(text);
    const list = accountViews.findIndex(
      (view: { kind: string; body: { query?: { entity: { filter?: unknown } } } }) =>
        Boolean(view.kind === 'view' && view.body.query?.entity.filter),
    );
    accountViews[list].body.query.entity.filter.conditions[0].value = 42;
    writeJson(path.join(dir, 'views', 'account.json'), accountViews);
    const dashboards = readJson(path.join(dir, 'views', 'dashboard.json'));
    const widget = dashboards[0].body.objects.findIndex((o: { listName?: string }) => o.listName);
    dashboards[0].body.objects[widget].listName = 'nosuchlist';
    writeJson(path.join(dir, 'views', 'dashboard.json'), dashboards);

    const result = await strata('template', 'validate', dir, '--json');
    expect(result.code).toBe(1);
    const { valid, problems } = JSON.parse(result.stdout) as { valid: boolean; problems: Problem[] };
    expect(valid).toBe(false);
    const lines = problems.map((p) => `${p.file} ${p.path}: ${p.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^views/account\\.json \\[${form}\\]\\.body\\.panel\\..*\\.name: account has no field acountnumber$`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^views/account\\.json \\[${list}\\]\\.body\\.query\\.entity\\.filter\\.conditions\\[0\\]\\.value: 42 is not an option of account\\.`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^views/dashboard\\.json \\[0\\]\\.body\\.objects\\[${widget}\\]\\.listName: no (view|chart) named nosuchlist for `,
          ),
        ),
      ]),
    );
    expect(problems).toHaveLength(3);
    const table = await strata('template', 'validate', dir);
    expect(table.code).toBe(1);
    expect(table.stdout).toContain('account has no field acountnumber');
  });

  it('passes the shipped crm template', { timeout: 120_000 }, async () => {
    const result = await strata('template', 'validate', 'tenant-templates/crm', '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ valid: true, problems: [] });
  });
});

describe('strata template new', () => {
  it('scaffolds a template that validates, and refuses a bad name or a used folder', {
    timeout: 120_000,
  }, async () => {
    const dir = path.join(folder, 'starter');
    const created = await strata('template', 'new', dir, '--json');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ template: 'starter', valid: true, problems: [] });
    expect((await strata('template', 'validate', dir)).code).toBe(0);
    const again = await strata('template', 'new', dir);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists');
    const bad = await strata('template', 'new', path.join(folder, 'Bad_Name'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('is not a template name');
  });
});

describe('strata template from', () => {
  const recordsOf = async (organization: string) => {
    const shown = await strata('tenant', 'show', organization, '--json');
    expect(shown.code).toBe(0);
    return (JSON.parse(shown.stdout) as { records: Record<string, number> }).records;
  };

  it('turns an organisation into a template, with its records on request, and provisions from it', {
    timeout: 180_000,
  }, async () => {
    const bare = path.join(folder, 'fromorg');
    const result = await strata('template', 'from', source, bare, '--json');
    expect(result.code).toBe(0);
    const written = JSON.parse(result.stdout) as { valid: boolean; files: string[] };
    expect(written.valid).toBe(true);
    expect(written.files).toEqual(
      expect.arrayContaining(['template.json', 'entities/account.json', 'roles.json', 'apps.json']),
    );
    expect(written.files.some((file) => file.startsWith('sample/'))).toBe(false);

    const withData = path.join(folder, 'fromorgdata');
    const data = await strata('template', 'from', source, withData, '--with-data', '--json');
    expect(data.code).toBe(0);
    expect(JSON.parse(data.stdout).valid).toBe(true);

    const copy = uniqueOrganization('tplcopy');
    copies.push(copy);
    const created = await strata(
      'tenant',
      'create',
      copy,
      '--template',
      withData,
      '--admin-email',
      'b@tpl.test',
      '--sample-data',
      '--json',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout).template).toBe('fromorgdata');
    const [original, copied] = await Promise.all([recordsOf(source), recordsOf(copy)]);
    for (const entity of ['account', 'contact', 'opportunity', 'inu_view', 'inu_role']) {
      expect(copied[entity], entity).toBe(original[entity]);
    }
  });
});
