import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriveItem, DriveProvider } from '../../web/src/cloud-files/drive-provider.js';
import { createOneDriveProvider, type DriveRequest } from '../../web/src/cloud-files/onedrive-provider.js';
import { connectMicrosoft, fakeMicrosoftSettings } from '../fixtures/microsoft/connect-microsoft.js';
import { type FakeMicrosoft, startFakeMicrosoft } from '../fixtures/microsoft/fake-microsoft.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * The web app's OneDrive provider (web/src/cloud-files/onedrive-provider.ts), driven in Node
 * against the real API and the fake Graph: the same calls the cloud files panel makes, with the
 * browser's fetch wrapper replaced by one that talks to the test server.
 */
let pool: DatabasePool;
let fake: FakeMicrosoft;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let drive: DriveProvider;

class TestApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

beforeAll(async () => {
  fake = await startFakeMicrosoft();
  pool = await openTestPool();
  server = await startTestServer(pool, { microsoft: fakeMicrosoftSettings(fake) });
  tenant = await createTestTenant(pool);
  const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
  await connectMicrosoft(server, session, fake);
  const request = (async (path: string, options: NonNullable<Parameters<DriveRequest>[1]> = {}) => {
    const body =
      options.json !== undefined
        ? JSON.stringify(options.json)
        : options.raw
          ? Buffer.from(await options.raw.arrayBuffer())
          : undefined;
    const answer = await server.request(path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      host: `${tenant.tenant.name}.localhost`,
      headers: {
        'access-token': session.token,
        'Content-Type': options.json !== undefined ? 'application/json' : 'application/octet-stream',
        ...options.headers,
      },
      ...(body === undefined ? {} : { body }),
    });
    if (answer.status >= 400) throw new TestApiError(answer.status, String(answer.json().code));
    return { body: answer.text ? answer.json() : undefined };
  }) as DriveRequest;
  drive = createOneDriveProvider(request);
});
afterAll(async () => {
  await server.close();
  await tenant.remove();
  await pool.end();
  await fake.close();
});

describe('the OneDrive drive provider', () => {
  it('is the onedrive kind and lists null for a folder that does not exist', async () => {
    expect(drive.kind).toBe('onedrive');
    expect(await drive.list(['Accounts', 'ACME'])).toBeNull();
  });

  it('creates, lists, filters, renames and removes', async () => {
    const accounts = await drive.createFolder([], 'Accounts');
    expect(accounts).toMatchObject({ name: 'Accounts', isFolder: true });
    await drive.createFolder(['Accounts'], 'ACME');
    const again = await drive.createFolder(['Accounts'], 'ACME');
    expect(again.name).toBe('ACME 1');
    expect((await drive.list(['Accounts']))?.items.map((item) => item.name)).toEqual(['ACME', 'ACME 1']);
    expect((await drive.list(['Accounts'], { fileFilter: 'ACME ' }))?.items.map((item) => item.name)).toEqual(
      ['ACME 1'],
    );
    const renamed = await drive.rename(['Accounts'], again, 'Globex');
    expect(renamed).toMatchObject({ id: again.id, name: 'Globex' });
    await expect(drive.rename(['Accounts'], renamed, 'ACME')).rejects.toMatchObject({
      code: 'ERR_MICROSOFT_NAME_TAKEN',
    });
    await drive.remove(['Accounts'], renamed);
    expect((await drive.list(['Accounts']))?.items.map((item) => item.name)).toEqual(['ACME']);
  });

  it('uploads a small file at once and a large one in pieces, reporting progress', async () => {
    const small = new File([Buffer.from('hello')], 'hello.txt');
    const progress: number[] = [];
    const one = await drive.upload(['Accounts', 'ACME'], small, (sent) => progress.push(sent));
    expect(one).toMatchObject({ name: 'hello.txt', isFolder: false, size: 5 });
    expect(progress).toEqual([5]);

    const bytes = Buffer.alloc(9_000_000, 3);
    const large = new File([bytes], 'scan.pdf');
    const steps: [number, number][] = [];
    const item: DriveItem = await drive.upload(['Accounts', 'ACME'], large, (sent, total) =>
      steps.push([sent, total]),
    );
    expect(item).toMatchObject({ name: 'scan.pdf', size: bytes.length });
    expect(steps.at(0)).toEqual([0, bytes.length]);
    expect(steps.at(-1)).toEqual([bytes.length, bytes.length]);
    expect(steps.length).toBeGreaterThan(2);
    const stored = [...fake.graph.drive.values()].find((entry) => entry.name === 'scan.pdf');
    expect(stored?.content?.equals(bytes)).toBe(true);

    const url = await drive.downloadUrl(['Accounts', 'ACME'], item);
    expect(url).toBe(`${fake.origin}/download/${item.id}`);
  });

  it('stops an aborted upload between pieces', async () => {
    const controller = new AbortController();
    const large = new File([Buffer.alloc(9_000_000, 1)], 'aborted.bin');
    const upload = drive.upload(
      ['Accounts'],
      large,
      (sent) => {
        if (sent > 0) controller.abort();
      },
      controller.signal,
    );
    await expect(upload).rejects.toThrow();
    expect([...fake.graph.drive.values()].some((entry) => entry.name === 'aborted.bin')).toBe(false);
  });
});
