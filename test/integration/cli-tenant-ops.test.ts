import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { platformTable } from '@strata/api/db/platform-table';
import type { DatabasePool } from '@strata/api/db/types';
import { SessionStore } from '@strata/api/sessions/session-store';
import { findTenantByName } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runStrata } from '../fixtures/run-process.js';
import {
  openTestPool,
  standaloneBus,
  testDatabaseUrl,
  uniqueOrganization,
} from '../fixtures/test-context.js';

/** Issue 25 items 3 and 5: tenant show, backup and restore, rename, delete, users; --json and exit codes. */
const organization = uniqueOrganization('ops');
const restored = uniqueOrganization('opsr');
const renamed = uniqueOrganization('opsn');
let pool: DatabasePool;
let folder: string;
const strata = (...args: string[]) => runStrata(args, { DATABASE_URL: testDatabaseUrl() });
const json = async (...args: string[]) => {
  const result = await strata(...args, '--json');
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout);
};

beforeAll(async () => {
  pool = await openTestPool();
  folder = mkdtempSync(path.join(tmpdir(), 'strata-cli-ops-'));
  const created = await strata(
    'tenant',
    'create',
    organization,
    '--template',
    'crm',
    '--admin-email',
    'boss@ops.test',
    '--admin-password',
    'correct horse battery',
    '--sample-data',
  );
  expect(created.code).toBe(0);
}, 120_000);
afterAll(async () => {
  for (const name of [organization, restored, renamed]) await strata('tenant', 'delete', name, '--yes');
  rmSync(folder, { recursive: true, force: true });
  await pool.end();
}, 120_000);

const rowsOf = async (organizationName: string, entity: string) => {
  const tenant = await findTenantByName(pool, organizationName);
  if (!tenant) throw new Error(`no ${organizationName}`);
  return pool.any(
    sql.type(z.object({ row: z.record(z.string(), z.unknown()) }))`
      SELECT to_jsonb(t) - 'versionnumber' AS row FROM ${sql.identifier([tenant.schemaName, entity])} t ORDER BY id`,
  );
};

describe('strata tenant show', () => {
  it('shows the address, status, users, records, size and migration level', {
    timeout: 120_000,
  }, async () => {
    const shown = await json('tenant', 'show', organization);
    expect(shown).toMatchObject({
      organization,
      url: expect.stringContaining(`://${organization}.`),
      status: 'active',
      template: 'crm',
      schema: expect.stringMatching(/^tenant_[0-9a-f]{32}$/),
      cluster: 'default',
      users: { total: expect.any(Number), active: expect.any(Number), disabled: 0 },
      records: expect.objectContaining({ account: expect.any(Number) }),
      sizeBytes: expect.any(Number),
      migrations: { level: expect.any(String), applied: expect.any(Number), pending: [] },
    });
    expect(shown.records.account).toBeGreaterThan(0);
    expect(shown.sizeBytes).toBeGreaterThan(0);
    const table = await strata('tenant', 'show', organization);
    expect(table.stdout).toMatch(/Size on disk\s+\d/);
    expect(table.stdout).toMatch(/account\s+\d+/);
  });
});

describe('strata tenant backup and restore', () => {
  it('round-trips an organisation: every count, the rows and the credentials', {
    timeout: 240_000,
  }, async () => {
    const file = path.join(folder, 'ops.strata-backup');
    const backup = await json('tenant', 'backup', organization, file);
    expect(backup).toMatchObject({
      organization,
      file,
      tables: expect.any(Number),
      rows: expect.any(Number),
    });
    expect(existsSync(`${file}.partial`)).toBe(false);

    const refused = await strata('tenant', 'restore', file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The organization ${organization} already exists`);
    expect(refused.stderr).toContain('--as');

    const result = await json('tenant', 'restore', file, '--as', restored);
    expect(result).toMatchObject({ organization: restored, from: organization });
    const [before, after] = await Promise.all([
      json('tenant', 'show', organization),
      json('tenant', 'show', restored),
    ]);
    expect(after.records).toEqual(before.records);
    expect(after.users).toEqual(before.users);
    expect(after.migrations).toEqual(before.migrations);
    expect(after.schema).not.toBe(before.schema);
    for (const entity of ['account', 'contact', 'activity', 'inu_view', 'systemuser']) {
      const [original, copy] = await Promise.all([rowsOf(organization, entity), rowsOf(restored, entity)]);
      expect(copy, entity).toEqual(original);
    }
    const credentials = (name: string) =>
      pool.anyFirst(sql.type(z.object({ password_hash: z.string() }))`
        SELECT c.password_hash FROM ${platformTable('credentials')} c JOIN ${platformTable('tenants')} t ON t.id = c.tenant_id
        WHERE t.name = ${name} ORDER BY c.user_id`);
    expect(await credentials(restored)).toEqual(await credentials(organization));
  });

  it('refuses an unknown organisation, an existing file and a damaged backup, changing nothing', {
    timeout: 120_000,
  }, async () => {
    const missing = path.join(folder, 'missing.strata-backup');
    const unknown = await strata('tenant', 'backup', 'no-such-org', missing);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Organization not found: no-such-org');
    expect(existsSync(missing)).toBe(false);

    const existing = path.join(folder, 'existing.txt');
    writeFileSync(existing, 'keep me');
    const overwrite = await strata('tenant', 'backup', organization, existing);
    expect(overwrite.code).toBe(1);
    expect(overwrite.stderr).toContain('already exists');
    expect(readFileSync(existing, 'utf8')).toBe('keep me');

    const full = gunzipSync(readFileSync(path.join(folder, 'ops.strata-backup')))
      .toString('utf8')
      .split('\n');
    const truncated = path.join(folder, 'truncated.strata-backup');
    writeFileSync(truncated, gzipSync(full.slice(0, Math.ceil(full.length / 2)).join('\n')));
    const name = uniqueOrganization('opst');
    const damaged = await strata('tenant', 'restore', truncated, '--as', name);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain('incomplete');
    expect(await findTenantByName(pool, name)).toBeNull();
  });
});

describe('strata tenant rename, suspend, resume and delete', () => {
  it('renames, and answers --json for suspend, resume and delete', { timeout: 120_000 }, async () => {
    expect(await json('tenant', 'rename', restored, renamed)).toMatchObject({
      organization: renamed,
      previousName: restored,
    });
    const gone = await strata('tenant', 'show', restored);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain(`Organization not found: ${restored}`);
    expect(await json('tenant', 'suspend', renamed)).toEqual({ organization: renamed, status: 'suspended' });
    expect(await json('tenant', 'resume', renamed)).toEqual({ organization: renamed, status: 'active' });
    const taken = await strata('tenant', 'rename', renamed, organization);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain(`The organization ${organization} already exists.`);
  });

  it('refuses to delete without --yes when there is no terminal to ask in', {
    timeout: 120_000,
  }, async () => {
    const refused = await strata('tenant', 'delete', renamed);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    expect(await findTenantByName(pool, renamed)).not.toBeNull();
    expect(await json('tenant', 'delete', renamed, '--yes')).toEqual({
      organization: renamed,
      deleted: true,
    });
    expect(await findTenantByName(pool, renamed)).toBeNull();
  });
});

describe('strata user', () => {
  it('adds, lists, disables (ending sessions) and resets passwords', { timeout: 120_000 }, async () => {
    const added = await json(
      'user',
      'add',
      organization,
      'jane@ops.test',
      '--name',
      'Jane',
      '--role',
      'salesperson',
    );
    expect(added).toMatchObject({ organization, email: 'jane@ops.test', password: expect.any(String) });
    const duplicate = await strata('user', 'add', organization, 'JANE@ops.test', '--role', 'salesperson');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already has a user');
    const noRole = await strata('user', 'add', organization, 'x@ops.test', '--role', 'nope');
    expect(noRole.code).toBe(1);
    expect(noRole.stderr).toContain('has no role nope');

    const listed = (await json('user', 'list', organization)) as {
      email: string;
      roles: string[];
      disabled: boolean;
    }[];
    expect(listed.find((u) => u.email === 'jane@ops.test')).toMatchObject({
      roles: ['salesperson'],
      disabled: false,
    });

    const tenant = await findTenantByName(pool, organization);
    if (!tenant) throw new Error('tenant missing');
    const sessions = new SessionStore(pool, standaloneBus, { idleMs: 60_000, maxMs: 60_000, cacheMs: 0 });
    const { token } = await sessions.create({ tenantId: tenant.id, userId: added.id });
    expect(await sessions.find(token)).not.toBeNull();
    expect(await json('user', 'disable', organization, 'jane@ops.test')).toMatchObject({ disabled: true });
    expect(await sessions.find(token)).toBeNull();
    const after = (await json('user', 'list', organization)) as { email: string; disabled: boolean }[];
    expect(after.find((u) => u.email === 'jane@ops.test')?.disabled).toBe(true);

    const second = await sessions.create({ tenantId: tenant.id, userId: added.id });
    const reset = await json('user', 'reset-password', organization, 'jane@ops.test');
    expect(reset.password).not.toBe(added.password);
    expect(await sessions.find(second.token)).toBeNull();
    const unknown = await strata('user', 'disable', organization, 'nobody@ops.test');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`${organization} has no user nobody@ops.test`);
  });
});
