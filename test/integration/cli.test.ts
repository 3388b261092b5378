import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStrata } from '../fixtures/run-process.js';
import { testDatabaseUrl, uniqueOrganization } from '../fixtures/test-context.js';

const organization = uniqueOrganization('cli');
let env: Record<string, string>;
const strata = (...args: string[]) => runStrata(args, env);

beforeAll(() => {
  env = { DATABASE_URL: testDatabaseUrl() };
});
afterAll(async () => {
  await strata('tenant', 'delete', organization, '--yes');
});

describe('strata tenant', () => {
  it('creates an organisation and prints the generated password once', async () => {
    const result = await strata(
      'tenant',
      'create',
      organization,
      '--template',
      'crm',
      '--admin-email',
      'boss@cli.test',
      '--json',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const created = JSON.parse(result.stdout);
    expect(created).toMatchObject({ organization, template: 'crm', adminEmail: 'boss@cli.test' });
    expect(created.adminPassword).toMatch(/^\S{12,}$/);
  });

  it('lists organisations as a table and as JSON', async () => {
    const table = await strata('tenant', 'list');
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/ORGANIZATION\s+DISPLAY NAME\s+STATUS\s+TEMPLATE/);
    expect(table.stdout).toContain(organization);
    const json = JSON.parse((await strata('tenant', 'list', '--json')).stdout) as { name: string }[];
    expect(json.map((t) => t.name)).toContain(organization);
  });

  it('explains refusals and exits 1', async () => {
    const duplicate = await strata(
      'tenant',
      'create',
      organization.toUpperCase(),
      '--template',
      'crm',
      '--admin-email',
      'x@cli.test',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain(`The organization ${organization} already exists.`);
    const reserved = await strata(
      'tenant',
      'create',
      'www',
      '--template',
      'crm',
      '--admin-email',
      'x@cli.test',
    );
    expect(reserved.code).toBe(1);
    expect(reserved.stderr).toContain('reserved');
    const unknown = await strata('tenant', 'suspend', 'no-such-org');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Organization not found: no-such-org');
  });

  it('exits 2 with usage for bad arguments', async () => {
    const missing = await strata('tenant', 'create', 'x-y', '--admin-email', 'x@cli.test');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '--template <template>' not specified");
    const unknown = await strata('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('strata --help');
    const unconfirmed = await strata('tenant', 'delete', organization);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('--yes');
  });

  it('suspends and resumes', async () => {
    expect((await strata('tenant', 'suspend', organization)).stdout).toContain('is suspended');
    const listed = JSON.parse((await strata('tenant', 'list', '--json')).stdout) as {
      name: string;
      status: string;
    }[];
    expect(listed.find((t) => t.name === organization)?.status).toBe('suspended');
    expect((await strata('tenant', 'resume', organization)).stdout).toContain('is active');
  });
});

describe('strata migrate', () => {
  it('reports per tenant and exits 1 for an unknown organisation', async () => {
    const result = await strata('migrate', '--tenant', organization, '--json');
    expect(result.code).toBe(0);
    // an organisation already at the latest level is skipped, not migrated again
    expect(JSON.parse(result.stdout)).toEqual({ platform: [], tenants: [], upToDate: 1 });
    const unknown = await strata('migrate', '--tenant', 'no-such-org');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Organization not found');
  });
});

describe('strata template', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'strata-cli-'));
    mkdirSync(path.join(folder, 'broken', 'entities'), { recursive: true });
    writeFileSync(
      path.join(folder, 'broken', 'template.json'),
      JSON.stringify({ name: 'broken', displayName: 'B', version: 1 }),
    );
    writeFileSync(
      path.join(folder, 'broken', 'entities', 'thing.json'),
      JSON.stringify({
        logicalName: 'thing',
        displayName: 'Thing',
        displayNamePlural: 'Things',
        properties: [{ logicalName: 'x', displayName: 'X', type: 'Text' }],
      }),
    );
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lists templates', async () => {
    const result = await strata('template', 'list', '--json');
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as { name: string }[]).map((t) => t.name)).toContain('crm');
  });

  it('validates a template folder, naming the file and path of each problem', async () => {
    expect((await strata('template', 'validate', 'tenant-templates/crm')).code).toBe(0);
    const broken = await strata('template', 'validate', path.join(folder, 'broken'));
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('entities/thing.json properties[0].type:');
  });
});
