import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMicrosoft, fakeMicrosoftSettings } from '../fixtures/microsoft/connect-microsoft.js';
import { type FakeMicrosoft, startFakeMicrosoft } from '../fixtures/microsoft/fake-microsoft.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * The organisation's Microsoft 365 features (inu_orgsettings.microsoftfeatures, tenant
 * migration 0012): the consent asks for the scopes of the features it enables, the status says
 * which are on, and the Graph routes of a feature turned off answer ERR_MICROSOFT_FEATURE_OFF.
 */
let pool: DatabasePool;
let fake: FakeMicrosoft;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Awaited<ReturnType<typeof signIn>>;

const children = `/api/azure/drive/children?path=${encodeURIComponent('[]')}`;

/** Chooses the features through the records API, as the Settings form does. */
async function choose(features: string | null) {
  const settings = await pool.one(
    sql.unsafe`SELECT id, versionnumber FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_orgsettings'])}`,
  );
  const saved = await admin.call('/api/update', {
    name: 'inu_orgsettings',
    operation: 'update',
    object: { id: settings.id, versionnumber: settings.versionnumber, microsoftfeatures: features },
  });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  fake = await startFakeMicrosoft();
  pool = await openTestPool();
  server = await startTestServer(pool, { microsoft: fakeMicrosoftSettings(fake) });
  tenant = await createTestTenant(pool);
  admin = await signIn(server, tenant.tenant.name, tenant.admin.email);
});
afterAll(async () => {
  await server.close();
  await tenant.remove();
  await pool.end();
  await fake.close();
});

describe("the organisation's Microsoft 365 features", () => {
  it('are on the Settings form, after the number format', async () => {
    const body = await pool.oneFirst(
      sql.unsafe`SELECT body FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_view'])}
        WHERE objectname = 'inu_orgsettings' AND kind = 'form' AND name = 'main'`,
    );
    const names = JSON.parse(String(body)).panel.panels[0].fields.map(
      (field: { name: string }) => field.name,
    );
    expect(names.slice(names.indexOf('numberlocale'))).toEqual(['numberlocale', 'microsoftfeatures']);
  });

  it('are all on until the organisation chooses', async () => {
    expect((await admin.call('/api/azure/status')).json()).toEqual({
      configured: true,
      connected: false,
      calendars: true,
      files: true,
    });
  });

  it('decide the scopes the consent asks for, and the routes that answer', async () => {
    await choose('calendars');
    expect((await admin.call('/api/azure/status')).json()).toMatchObject({ calendars: true, files: false });
    const { consentUrl, callback } = await connectMicrosoft(server, admin, fake);
    const scopes = consentUrl.searchParams.get('scope')?.split(' ');
    expect(scopes).toEqual(expect.arrayContaining(['Calendars.Read', 'offline_access']));
    expect(scopes).not.toContain('Files.ReadWrite');
    expect(new URL(String(callback.headers.location)).searchParams.get('microsoft')).toBe('connected');

    expect((await admin.call('/api/azure/accesstoken')).status).toBe(200);
    expect((await admin.call('/api/azure/calendars')).status).toBe(200);
    const drive = await admin.call(children);
    expect(drive.status).toBe(403);
    expect(drive.json().code).toBe('ERR_MICROSOFT_FEATURE_OFF');
    expect(String(drive.json().message)).toContain('Microsoft 365');
  });

  it('take effect at once when changed', async () => {
    await choose('files');
    expect((await admin.call('/api/azure/status')).json()).toMatchObject({
      connected: true,
      calendars: false,
      files: true,
    });
    const calendars = await admin.call('/api/azure/calendars');
    expect(calendars.status).toBe(403);
    expect(calendars.json().code).toBe('ERR_MICROSOFT_FEATURE_OFF');
    const view = await admin.call(
      '/api/azure/calendars/cal-1/view?start=2026-02-19T00:00:00.000Z&end=2026-04-12T00:00:00.000Z',
    );
    expect(view.json().code).toBe('ERR_MICROSOFT_FEATURE_OFF');
    const { consentUrl } = await connectMicrosoft(server, admin, fake);
    expect(consentUrl.searchParams.get('scope')?.split(' ')).not.toContain('Calendars.Read');

    await choose(null);
    expect((await admin.call('/api/azure/status')).json()).toMatchObject({ calendars: true, files: true });
    expect((await admin.call('/api/azure/calendars')).status).not.toBe(403);
  });
});
