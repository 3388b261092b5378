import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectMicrosoft, fakeMicrosoftSettings } from '../fixtures/microsoft/connect-microsoft.js';
import { type FakeMicrosoft, startFakeMicrosoft } from '../fixtures/microsoft/fake-microsoft.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * Every Graph call Strata makes (Outlook calendars, OneDrive), through the API against the fake
 * Graph in test/fixtures/microsoft: Graph's wire format, paging, throttling (429 with
 * Retry-After), server errors, and the SSRF guard in front of all of it.
 */
let pool: DatabasePool;
let fake: FakeMicrosoft;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let session: Awaited<ReturnType<typeof signIn>>;
const oid = () => fake.identity.user.oid;

beforeAll(async () => {
  fake = await startFakeMicrosoft();
  pool = await openTestPool();
  server = await startTestServer(pool, { microsoft: fakeMicrosoftSettings(fake) });
  tenant = await createTestTenant(pool);
  session = await signIn(server, tenant.tenant.name, tenant.admin.email);
  await connectMicrosoft(server, session, fake);
});
afterAll(async () => {
  await server.close();
  await tenant.remove();
  await pool.end();
  await fake.close();
});
beforeEach(() => {
  fake.graph.faults.length = 0;
});

const path = (names: string[]) => encodeURIComponent(JSON.stringify(names));

describe('Outlook calendars', () => {
  it('lists none for a user without calendars, then the user’s calendars', async () => {
    expect((await session.call('/api/azure/calendars')).json()).toEqual([]);
    fake.graph.calendars.set(oid(), [
      { id: 'cal-1', name: 'Calendar', hexColor: '#e74856' },
      { id: 'cal-2', name: 'Team', hexColor: 'not a colour' },
    ]);
    expect((await session.call('/api/azure/calendars')).json()).toEqual([
      { id: 'cal-1', name: 'Calendar', color: '#e74856' },
      { id: 'cal-2', name: 'Team', color: null },
    ]);
  });

  it('reads the calendar view of a window with $top=500, in UTC', async () => {
    fake.graph.events.set('cal-1', [
      {
        id: 'e1',
        subject: 'Review',
        start: '2026-03-10T09:00:00Z',
        end: '2026-03-10T10:00:00Z',
        webLink: 'https://outlook.office.com/calendar/item/e1',
      },
      {
        id: 'e2',
        subject: 'Later',
        start: '2026-06-10T09:00:00Z',
        end: '2026-06-10T10:00:00Z',
        webLink: 'javascript:alert(1)',
      },
    ]);
    const answer = await session.call(
      '/api/azure/calendars/cal-1/view?start=2026-02-19T00:00:00.000Z&end=2026-04-12T00:00:00.000Z',
    );
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual([
      {
        id: 'e1',
        subject: 'Review',
        start: '2026-03-10T09:00:00.000Z',
        end: '2026-03-10T10:00:00.000Z',
        webLink: 'https://outlook.office.com/calendar/item/e1',
      },
    ]);
    const call = new URL(`https://x${fake.graph.requests.at(-1)?.split(' ')[1]}`);
    expect(call.pathname).toBe('/v1.0/me/calendars/cal-1/calendarView');
    expect(call.searchParams.get('$top')).toBe('500');
    expect(call.searchParams.get('startDateTime')).toBe('2026-02-19T00:00:00.000Z');
  });

  it('refuses a bad window and reports an unknown calendar as not found', async () => {
    const backwards = await session.call(
      '/api/azure/calendars/cal-1/view?start=2026-04-12T00:00:00.000Z&end=2026-02-19T00:00:00.000Z',
    );
    expect(backwards.json().code).toBe('ERR_VALIDATION');
    const unknown = await session.call(
      '/api/azure/calendars/nope/view?start=2026-02-19T00:00:00.000Z&end=2026-04-12T00:00:00.000Z',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json().code).toBe('ERR_MICROSOFT_ITEM_NOT_FOUND');
  });
});

describe('Graph throttling and failures', () => {
  it('waits out a 429 (Retry-After) and a 503, then succeeds', async () => {
    const before = fake.graph.requests.length;
    fake.graph.faults.push({ status: 429, retryAfter: 1 }, { status: 503 });
    const started = Date.now();
    const answer = await session.call('/api/azure/calendars');
    expect(answer.status).toBe(200);
    expect(fake.graph.requests.length - before).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('gives up after a bounded number of tries with a coded error, never a 500', async () => {
    const before = fake.graph.requests.length;
    fake.graph.faults.push(...Array.from({ length: 5 }, () => ({ status: 500 })));
    const answer = await session.call('/api/azure/calendars');
    expect(answer.status).toBe(502);
    expect(answer.json().code).toBe('ERR_MICROSOFT_FAILED');
    expect(answer.text).not.toContain('fake fault');
    expect(fake.graph.requests.length - before).toBe(3);
  });
});

describe('OneDrive', () => {
  it('lists a folder’s children over several pages, with thumbnails and the panel’s fields', async () => {
    const folder = (
      await session.call('/api/azure/drive/folders', { path: [], name: 'Accounts' })
    ).json() as { id: string };
    for (let n = 1; n <= 7; n++) {
      fake.graph.drive.set(`f${n}`, {
        id: `f${n}`,
        name: `${n % 2 ? 'Offer' : 'Invoice'} ${n}.pdf`,
        parentId: folder.id,
        folder: false,
        content: Buffer.from(`file ${n}`),
        modified: '2026-01-02T03:04:05Z',
      });
    }
    const before = fake.graph.requests.length;
    const listed = await session.call(`/api/azure/drive/children?path=${path(['Accounts'])}`);
    expect(listed.status).toBe(200);
    const items = listed.json().items as Record<string, unknown>[];
    expect(items).toHaveLength(7);
    expect(fake.graph.requests.length - before).toBe(3);
    expect(items[0]).toEqual({
      id: 'f2',
      name: 'Invoice 2.pdf',
      isFolder: false,
      size: 6,
      modifiedOn: '2026-01-02T03:04:05Z',
      createdBy: 'Fake User',
      mimeType: 'application/octet-stream',
      thumbnailUrl: `${fake.origin}/thumb/f2`,
    });
    const first = new URL(`https://x${fake.graph.requests[before]?.split(' ')[1]}`);
    expect(first.searchParams.get('$expand')).toBe('thumbnails');
    expect(first.searchParams.get('$select')).toContain('lastModifiedDateTime');
  });

  it('filters by the start of the name, quoting it safely', async () => {
    const listed = await session.call(`/api/azure/drive/children?path=${path(['Accounts'])}&filter=Offer`);
    expect((listed.json().items as { name: string }[]).map((item) => item.name)).toEqual([
      'Offer 1.pdf',
      'Offer 3.pdf',
      'Offer 5.pdf',
      'Offer 7.pdf',
    ]);
    const quoted = await session.call(
      `/api/azure/drive/children?path=${path(['Accounts'])}&filter=${encodeURIComponent("O'x")}`,
    );
    expect(quoted.json().items).toEqual([]);
  });

  it('answers null for a folder that does not exist', async () => {
    const listed = await session.call(`/api/azure/drive/children?path=${path(['Nowhere', 'Deeper'])}`);
    expect(listed.status).toBe(200);
    expect(listed.json()).toEqual({ items: null, more: false });
  });

  it('reads 100 pages of a folder and says that it holds more, rather than stopping short in silence', async () => {
    const folder = (await session.call('/api/azure/drive/folders', { path: [], name: 'Archive' })).json() as {
      id: string;
    };
    // the fake answers 3 items a page: 301 items are 101 pages
    for (let n = 1; n <= 301; n++) {
      fake.graph.drive.set(`a${n}`, {
        id: `a${n}`,
        name: `Scan ${String(n).padStart(3, '0')}.pdf`,
        parentId: folder.id,
        folder: false,
        content: Buffer.from('scan'),
        modified: '2026-01-02T03:04:05Z',
      });
    }
    const listed = await session.call(`/api/azure/drive/children?path=${path(['Archive'])}`);
    expect(listed.status).toBe(200);
    expect((listed.json().items as unknown[]).length).toBe(300);
    expect(listed.json().more).toBe(true);
  });

  it('creates folders (a taken name is renamed), renames and deletes', async () => {
    const a = (
      await session.call('/api/azure/drive/folders', { path: ['Accounts'], name: 'Letters' })
    ).json();
    const b = (
      await session.call('/api/azure/drive/folders', { path: ['Accounts'], name: 'Letters' })
    ).json();
    expect(a).toMatchObject({ name: 'Letters', isFolder: true });
    expect(b).toMatchObject({ name: 'Letters 1', isFolder: true });
    const renamed = await session.call(`/api/azure/drive/items/${b.id}`, { name: 'Mail' }, 'PATCH');
    expect(renamed.json()).toMatchObject({ id: b.id, name: 'Mail' });
    const clash = await session.call(`/api/azure/drive/items/${b.id}`, { name: 'Letters' }, 'PATCH');
    expect(clash.status).toBe(409);
    expect(clash.json().code).toBe('ERR_MICROSOFT_NAME_TAKEN');
    expect((await session.call(`/api/azure/drive/items/${b.id}`, undefined, 'DELETE')).status).toBe(200);
    expect(fake.graph.drive.has(String(b.id))).toBe(false);
    const gone = await session.call(`/api/azure/drive/items/${b.id}`, undefined, 'DELETE');
    expect(gone.json().code).toBe('ERR_MICROSOFT_ITEM_NOT_FOUND');
  });

  it('refuses names and ids that would change the address', async () => {
    for (const name of ['a/b', '..', '', 'x:y'])
      expect((await session.call('/api/azure/drive/folders', { path: [], name })).json().code).toBe(
        'ERR_VALIDATION',
      );
    expect((await session.call('/api/azure/drive/items/..%2Fme', undefined, 'DELETE')).json().code).toBe(
      'ERR_VALIDATION',
    );
    expect((await session.call(`/api/azure/drive/children?path=${path(['..'])}`)).json().code).toBe(
      'ERR_VALIDATION',
    );
  });

  it('uploads a small file in one PUT and gives its download link', async () => {
    const uploaded = await server.request(
      `/api/azure/drive/content?path=${path(['Accounts'])}&name=note.txt`,
      {
        method: 'PUT',
        host: `${tenant.tenant.name}.localhost`,
        headers: { 'access-token': session.token, 'Content-Type': 'application/octet-stream' },
        body: Buffer.from('hello drive'),
      },
    );
    expect(uploaded.status).toBe(201);
    const item = uploaded.json() as { id: string; name: string; size: number };
    expect(item).toMatchObject({ name: 'note.txt', size: 11 });
    const link = (await session.call(`/api/azure/drive/items/${item.id}/download`)).json();
    expect(link.url).toBe(`${fake.origin}/download/${item.id}`);
  });

  it('uploads a large file in pieces through an upload session', async () => {
    const size = 5_500_000;
    const content = Buffer.alloc(size, 7);
    const started = (
      await session.call('/api/azure/drive/uploads', { path: ['Accounts'], name: 'big.bin', size })
    ).json() as { upload: string; pieceBytes: number };
    let last: Record<string, unknown> = {};
    for (let from = 0; from < size; from += started.pieceBytes) {
      const piece = content.subarray(from, Math.min(size, from + started.pieceBytes));
      const answer = await server.request(`/api/azure/drive/uploads?upload=${started.upload}`, {
        method: 'PUT',
        host: `${tenant.tenant.name}.localhost`,
        headers: {
          'access-token': session.token,
          'Content-Type': 'application/octet-stream',
          'Content-Range': `bytes ${from}-${from + piece.length - 1}/${size}`,
        },
        body: piece,
      });
      expect(answer.status).toBe(200);
      last = answer.json();
    }
    expect(last).toMatchObject({ done: true, item: { name: 'big.bin', size } });
    const stored = [...fake.graph.drive.values()].find((item) => item.name === 'big.bin');
    expect(stored?.content?.equals(content)).toBe(true);
  });

  it('does not carry on someone else’s upload', async () => {
    const other = await signIn(server, tenant.tenant.name, tenant.admin.email);
    const started = (
      await session.call('/api/azure/drive/uploads', { path: [], name: 'mine.bin', size: 3 })
    ).json() as { upload: string };
    const forged = `${started.upload.slice(0, -2)}${started.upload.endsWith('AA') ? 'AB' : 'AA'}`;
    const answer = await server.request(`/api/azure/drive/uploads?upload=${forged}`, {
      method: 'PUT',
      host: `${tenant.tenant.name}.localhost`,
      headers: { 'access-token': other.token, 'Content-Range': 'bytes 0-2/3' },
      body: Buffer.from('abc'),
    });
    expect(answer.json().code).toBe('ERR_VALIDATION');
  });
});

describe('the SSRF guard in front of Microsoft', () => {
  it('refuses to call a loopback identity or Graph unless the host is allowed', async () => {
    const strict = await startTestServer(pool, {
      microsoft: fakeMicrosoftSettings(fake),
      outboundAllowedHosts: [],
    });
    try {
      const own = await signIn(strict, tenant.tenant.name, tenant.admin.email);
      const before = fake.graph.requests.length + fake.identity.grants.length;
      const connect = await own.call('/api/azure/connect', { returnPath: '/' });
      expect(connect.status).toBe(502);
      expect(connect.json().code).toBe('ERR_MICROSOFT_FAILED');
      const calendars = await own.call('/api/azure/calendars');
      // the token is still good (no identity call): Graph itself is refused
      expect(calendars.status).toBe(502);
      expect(fake.graph.requests.length + fake.identity.grants.length).toBe(before);
    } finally {
      await strict.close();
    }
  });
});

// a different organisation's user never sees this one's tokens
describe('tenant isolation', () => {
  it('keeps each organisation’s Microsoft connection to itself', async () => {
    const other = await createTestTenant(pool);
    try {
      const stranger = await signIn(server, other.tenant.name, other.admin.email);
      expect((await stranger.call('/api/azure/status')).json().connected).toBe(false);
      expect((await stranger.call('/api/azure/calendars')).json().code).toBe('ERR_MICROSOFT_NOT_CONNECTED');
    } finally {
      await other.remove();
    }
  });
});
