import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runStrata } from '../fixtures/run-process.js';
import { createTestTenant, openTestPool, testDatabaseUrl } from '../fixtures/test-context.js';

/**
 * Issue 25 item 1, metadata as code, through the `strata` command as an admin runs it: a crm
 * organisation with sample data is exported, applied to a fresh fieldwork organisation and
 * exported again; plans show every kind of change with its SQL and data checks; bad folders,
 * deletes without --allow-destructive and type changes existing rows would fail are refused.
 */
let pool: DatabasePool;
let folder: string;
const removals: (() => Promise<void>)[] = [];
let source: { name: string; schema: string };
let fresh: { name: string; schema: string };
const strata = (...args: string[]) =>
  runStrata(args, { STRATA_DATABASE_URL: testDatabaseUrl() }).then((result) => ({
    ...result,
    json: () => JSON.parse(result.stdout) as Record<string, unknown>,
  }));

beforeAll(async () => {
  pool = await openTestPool();
  folder = mkdtempSync(path.join(tmpdir(), 'strata-cli-metadata-'));
  const crm = await createTestTenant(pool, { sampleData: true });
  const fieldwork = await createTestTenant(pool, { template: 'fieldwork' });
  removals.push(crm.remove, fieldwork.remove);
  source = { name: crm.tenant.name, schema: crm.tenant.schemaName };
  fresh = { name: fieldwork.tenant.name, schema: fieldwork.tenant.schemaName };
}, 180_000);
afterAll(async () => {
  for (const remove of removals) await remove();
  await pool.end();
  rmSync(folder, { recursive: true, force: true });
}, 120_000);

/** Every file of a folder, relative path -> text. */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), readFileSync(full, 'utf8'));
  }
  return files;
}
/** Messages on stderr wrap at 80 columns without a terminal. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const copyOf = (from: string, name: string) => {
  const dir = path.join(folder, name);
  cpSync(from, dir, { recursive: true });
  return dir;
};

type Step = {
  area: string;
  action: string;
  key: string;
  destructive: boolean;
  changes?: string[];
  statements: { description: string; sql: string }[];
  checks: { description: string; failingRows: number }[];
  loses?: { rows?: number; values?: number };
};
type Plan = { organization: string; steps: Step[]; summary: Record<string, number> };

const exported = () => path.join(folder, 'exported');

describe('strata metadata export and apply', () => {
  it('exports, applies to a fresh organisation and exports identical files; a second apply changes nothing', {
    timeout: 400_000,
  }, async () => {
    const first = await strata('metadata', 'export', source.name, exported(), '--json');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const written = first.json() as { files: string[]; counts: Record<string, number> };
    expect(written.files).toEqual(
      expect.arrayContaining([
        'metadata.json',
        'entities/account.json',
        'apps/sales.json',
        'roles/salesperson.json',
        'views/account/form.main.json',
        'home/sales.json',
        'localization/sk.json',
      ]),
    );
    expect(written.counts).toMatchObject({ entities: 15, apps: 2, roles: 4 });
    // the files read well in git: two-space JSON, name first, body keys sorted
    const form = readFileSync(path.join(exported(), 'views/account/form.main.json'), 'utf8');
    expect(form.startsWith('{\n  "name": "main",\n')).toBe(true);

    // the fresh organisation has fieldwork's entities, apps and roles: they would go
    const refused = await strata('metadata', 'apply', fresh.name, exported(), '--yes', '--json');
    expect(refused.code).toBe(1);
    expect(refused.json()).toMatchObject({ error: { code: 'ERR_METADATA_DESTRUCTIVE' } });
    expect(oneLine(refused.stderr)).toContain('destructive changes were not allowed');

    const applied = await strata(
      'metadata',
      'apply',
      fresh.name,
      exported(),
      '--yes',
      '--allow-destructive',
      '--json',
    );
    expect(applied.stderr).toBe('');
    expect(applied.code).toBe(0);
    const result = applied.json() as Plan & { applied: boolean };
    expect(result.applied).toBe(true);
    expect(result.organization).toBe(fresh.name);
    expect(result.summary.destructive).toBeGreaterThan(0);
    expect(result.steps.find((s) => s.area === 'entity' && s.key === 'account')?.action).toBe('create');

    const again = await strata('metadata', 'apply', fresh.name, exported(), '--yes', '--json');
    expect(again.code).toBe(0);
    expect(again.json()).toMatchObject({
      applied: false,
      steps: [],
      summary: { create: 0, update: 0, delete: 0 },
    });

    // exported into an earlier export (in git): its files are replaced, .git stays
    const second = copyOf(exported(), 'reexported');
    mkdirSync(path.join(second, '.git'));
    writeFileSync(path.join(second, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    writeJson(path.join(second, 'views', 'account', 'view.gone.json'), { name: 'gone' });
    expect((await strata('metadata', 'export', fresh.name, second)).code).toBe(0);
    const again2 = filesOf(second);
    expect(again2.get(path.join('.git', 'HEAD'))).toBe('ref: refs/heads/main\n');
    again2.delete(path.join('.git', 'HEAD'));
    expect(again2).toEqual(filesOf(exported()));

    const diff = await strata('metadata', 'diff', source.name, fresh.name, '--json');
    expect(diff.code).toBe(0);
    expect(diff.json()).toEqual({ from: source.name, to: fresh.name, identical: true, changes: [] });
  });

  it('refuses to apply without --yes when there is no terminal, and applies nothing', {
    timeout: 200_000,
  }, async () => {
    const dir = copyOf(exported(), 'nickname');
    const account = readJson(path.join(dir, 'entities/account.json'));
    account.properties.push({
      logicalName: 'nickname',
      displayName: 'Nickname',
      type: 'String',
      flags: [],
      max: 40,
    });
    writeJson(path.join(dir, 'entities/account.json'), account);
    const asked = await strata('metadata', 'apply', source.name, dir);
    expect(asked.code).toBe(2);
    expect(oneLine(asked.stderr)).toContain('No terminal to confirm in');
    const diff = await strata('metadata', 'diff', source.name, dir, '--json');
    expect((diff.json() as { changes: unknown[] }).changes).toEqual([
      { area: 'field', action: 'create', key: 'account.nickname', destructive: false },
    ]);
  });
});

describe('strata metadata plan', () => {
  it('shows each kind of change with its SQL and data checks, and changes nothing', {
    timeout: 200_000,
  }, async () => {
    const dir = copyOf(exported(), 'changed');
    const at = (file: string) => path.join(dir, file);
    // fields: one added, one relabelled, one changing type, one removed (and taken off the form)
    const account = readJson(at('entities/account.json'));
    type Property = { logicalName: string; displayName: string; type: string; max?: number };
    const properties = account.properties as Property[];
    const employees = properties.find((p) => p.logicalName === 'numberofemployees') as Property;
    employees.type = 'Decimal';
    const phone = properties.find((p) => p.logicalName === 'telephone1') as Property;
    phone.displayName = 'Switchboard';
    account.properties = [
      ...properties.filter((p) => p.logicalName !== 'tags'),
      { logicalName: 'nickname', displayName: 'Nickname', type: 'String', flags: [], max: 40 },
    ];
    writeJson(at('entities/account.json'), account);
    const form = readFileSync(at('views/account/form.main.json'), 'utf8');
    writeFileSync(at('views/account/form.main.json'), form.replace(/,?\s*\{\s*"name": "tags"\s*\}/, ''));
    // views: one created, one updated, one deleted
    const all = readJson(at('views/account/view.all.json'));
    writeJson(at('views/account/view.all2.json'), { ...all, name: 'all2', label: 'All Accounts Again' });
    writeJson(at('views/account/view.active.json'), {
      ...readJson(at('views/account/view.active.json')),
      label: 'Current Accounts',
    });
    rmSync(at('views/account/view.customers.json'));
    // apps: one created, one updated, one deleted with its home menu and role
    writeJson(at('apps/extra.json'), { name: 'extra', label: 'Extra' });
    writeJson(at('apps/sales.json'), { ...readJson(at('apps/sales.json')), label: 'Selling' });
    rmSync(at('apps/service.json'));
    rmSync(at('home/service.json'));
    rmSync(at('roles/technician.json'));
    const manifest = readJson(at('metadata.json'));
    writeJson(at('metadata.json'), { ...manifest, appOrder: ['sales', 'extra'] });
    for (const file of readdirSync(path.join(dir, 'views'), { recursive: true }).map(String)) {
      if (!file.endsWith('.json')) continue;
      const view = readJson(path.join(dir, 'views', file));
      if (view.app === 'service') {
        delete view.app;
        writeJson(path.join(dir, 'views', file), view);
      }
    }
    // roles: one created, one updated
    writeJson(at('roles/auditor.json'), {
      name: 'auditor',
      app: 'extra',
      body: { permissions: { account: 48 } },
    });
    const manager = readJson(at('roles/manager.json'));
    manager.body.permissions.account = 48;
    writeJson(at('roles/manager.json'), manager);
    // translations: one created, one updated, one deleted
    const sk = readJson(at('localization/sk.json'));
    const [firstText, secondText] = sk.rows as { name: string; text: string }[];
    if (!firstText || !secondText) throw new Error('the crm template has Slovak texts');
    firstText.text = 'Predaj a obchod';
    sk.rows = sk.rows.filter((row: { name: string }) => row.name !== secondText.name);
    sk.rows.push({ name: 'app.extra', lang: 'sk', text: 'Navyše' });
    writeJson(at('localization/sk.json'), sk);

    const planned = await strata('metadata', 'plan', source.name, dir, '--json');
    expect(planned.stderr).toBe('');
    expect(planned.code).toBe(0);
    const plan = planned.json() as Plan;
    const step = (area: string, key: string) => plan.steps.find((s) => s.area === area && s.key === key);
    const shape = (area: string, key: string) => {
      const found = step(area, key);
      return found && { action: found.action, destructive: found.destructive };
    };
    expect(shape('field', 'account.nickname')).toEqual({ action: 'create', destructive: false });
    expect(step('field', 'account.nickname')?.statements[0]?.sql).toMatch(
      /ALTER TABLE .*"account" ADD COLUMN "nickname" varchar\(40\)/,
    );
    // a relabel is metadata only; the entity's row is written once, with its last change
    expect(step('field', 'account.telephone1')).toMatchObject({
      action: 'update',
      changes: ['displayName'],
      statements: [],
    });
    const accountSteps = plan.steps.filter((s) => s.key.startsWith('account.'));
    expect(accountSteps.at(-1)?.statements.at(-1)?.description).toBe('Write the metadata row of account');
    const typeChange = step('field', 'account.numberofemployees');
    expect(typeChange).toMatchObject({ action: 'update', changes: ['type: Integer -> Decimal'] });
    expect(typeChange?.statements.map((s) => s.sql).join('\n')).toMatch(
      /ALTER COLUMN "numberofemployees" TYPE numeric\(23, 10\)/,
    );
    expect(shape('field', 'account.tags')).toEqual({ action: 'delete', destructive: true });
    expect(
      step('field', 'account.tags')
        ?.statements.map((s) => s.sql)
        .join('\n'),
    ).toMatch(/DROP COLUMN "tags"/);
    expect(step('field', 'account.tags')?.loses?.values).toBeTypeOf('number');
    expect(shape('view', 'view/account/all2')).toEqual({ action: 'create', destructive: false });
    expect(step('view', 'view/account/active')).toMatchObject({ action: 'update', changes: ['label'] });
    expect(step('view', 'form/account/main')).toMatchObject({ action: 'update', changes: ['body'] });
    expect(shape('view', 'view/account/customers')).toEqual({ action: 'delete', destructive: true });
    expect(shape('view', 'home//service')).toEqual({ action: 'delete', destructive: true });
    expect(shape('app', 'extra')).toEqual({ action: 'create', destructive: false });
    expect(step('app', 'sales')).toMatchObject({ action: 'update', changes: ['label'] });
    expect(shape('app', 'service')).toEqual({ action: 'delete', destructive: true });
    expect(shape('role', 'auditor')).toEqual({ action: 'create', destructive: false });
    expect(step('role', 'manager')).toMatchObject({ action: 'update', changes: ['body'] });
    expect(shape('role', 'technician')).toEqual({ action: 'delete', destructive: true });
    expect(step('role', 'technician')?.statements[0]?.sql).toMatch(/DELETE FROM .*"inu_userroles"/);
    // texts come as one step per language and action, naming the texts
    const texts = plan.steps.filter((s) => s.area === 'translation');
    expect(
      texts.map(({ action, key, destructive, changes }) => ({ action, key, destructive, changes })),
    ).toEqual([
      { action: 'create', key: 'sk', destructive: false, changes: ['app.extra'] },
      { action: 'update', key: 'sk', destructive: false, changes: [firstText.name] },
      { action: 'delete', key: 'sk', destructive: true, changes: [secondText.name] },
    ]);
    expect(texts[0]?.statements[0]?.sql).toMatch(/INSERT INTO .*"inu_localize" \(name, lang, text\)/);
    expect(plan.summary).toMatchObject({ refused: 0 });

    const text = await strata('metadata', 'plan', source.name, dir);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('+ field account.nickname');
    expect(text.stdout).toContain('- field account.tags [destructive]');
    expect(text.stdout).toContain('~ field account.numberofemployees (type: Integer -> Decimal)');
    expect(text.stdout).toMatch(
      /check: .*"numberofemployees".*: no row fails|ALTER COLUMN "numberofemployees"/,
    );
    expect(text.stdout).toContain('- role technician [destructive]');

    // a plan only reads
    const unchanged = await strata('metadata', 'diff', source.name, exported(), '--json');
    expect(unchanged.json()).toMatchObject({ identical: true });
  });
});

describe('strata metadata refusals', () => {
  it('names the file and JSON path of an invalid file and applies nothing', {
    timeout: 200_000,
  }, async () => {
    const dir = copyOf(exported(), 'invalid');
    const contact = readJson(path.join(dir, 'entities/contact.json'));
    contact.properties.push({ logicalName: 'extra', displayName: 'Extra', type: 'String', flags: [] });
    writeJson(path.join(dir, 'entities/contact.json'), contact);
    const form = readJson(path.join(dir, 'views/account/form.main.json'));
    const text = JSON.stringify(form).replace('"name":"accountnumber"', '"name":"acountnumber"');
    writeJson(path.join(dir, 'views/account/form.main.json'), JSON.parse(text));
    const lead = readJson(path.join(dir, 'entities/lead.json'));
    lead.properties[1].type = 'Strin';
    writeJson(path.join(dir, 'entities/lead.json'), lead);

    const result = await strata(
      'metadata',
      'apply',
      fresh.name,
      dir,
      '--yes',
      '--allow-destructive',
      '--json',
    );
    expect(result.code).toBe(1);
    const { error } = result.json() as {
      error: { code: string; message: string; problems: { file: string; path: string; message: string }[] };
    };
    expect(error.code).toBe('ERR_METADATA_FOLDER_INVALID');
    expect(error.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'entities/lead.json', path: 'properties[1].type' }),
        expect.objectContaining({
          file: 'views/account/form.main.json',
          message: 'account has no field acountnumber',
        }),
      ]),
    );
    expect(error.problems.find((p) => p.file === 'views/account/form.main.json')?.path).toMatch(
      /^body\.panel\..*\.name$/,
    );
    expect(oneLine(result.stderr)).toContain('nothing was applied');
    // the valid part (contact.extra) was not applied either
    const columns = await pool.anyFirst(
      sql.type(z.object({ column_name: z.string() }))`SELECT column_name FROM information_schema.columns
        WHERE table_schema = ${fresh.schema} AND table_name = 'contact'`,
    );
    expect(columns).not.toContain('extra');
  });

  it('refuses a type change that existing rows would fail, with their count', {
    timeout: 200_000,
  }, async () => {
    const failing = await pool.oneFirst(
      sql.type(
        z.object({ n: z.number() }),
      )`SELECT count(*)::int AS n FROM ${sql.identifier([source.schema, 'account'])}
        WHERE telephone1 IS NOT NULL AND telephone1 !~ '^\\s*[+-]?[0-9]{1,18}\\s*$'`,
    );
    expect(failing).toBeGreaterThan(0);
    const dir = copyOf(exported(), 'phones');
    const account = readJson(path.join(dir, 'entities/account.json'));
    const phone = account.properties.find((p: { logicalName: string }) => p.logicalName === 'telephone1');
    Object.assign(phone, { type: 'Integer', flags: [] });
    delete phone.max;
    writeJson(path.join(dir, 'entities/account.json'), account);

    const planned = await strata('metadata', 'plan', source.name, dir, '--json');
    expect(planned.code).toBe(1);
    const plan = planned.json() as Plan;
    expect(plan.summary.refused).toBe(1);
    expect(plan.steps[0]?.checks).toEqual([
      { description: expect.stringContaining('"telephone1"'), failingRows: failing },
    ]);

    const applied = await strata('metadata', 'apply', source.name, dir, '--yes', '--json');
    expect(applied.code).toBe(1);
    expect(applied.json()).toMatchObject({
      error: { code: 'ERR_TYPE_CHANGE_ROWS', field: 'account.telephone1', rows: failing },
    });
    expect(oneLine(applied.stderr)).toContain(`${failing} row(s) would not convert`);
    const type = await pool.oneFirst(
      sql.type(z.object({ data_type: z.string() }))`SELECT data_type FROM information_schema.columns
        WHERE table_schema = ${source.schema} AND table_name = 'account' AND column_name = 'telephone1'`,
    );
    expect(type).toBe('character varying');
  });
});
