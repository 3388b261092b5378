import { maskOf } from '@strata/api/contract/roles';
import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSignedInTenant, openSignedInTenant, type TestTenant } from '../fixtures/signed-in-tenant.js';
import type { TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Row = Record<string, unknown>;

let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: Session;
let ada: Session;
let bob: Session;
const viewIds: Record<string, string> = {};

const listBody = JSON.stringify({
  query: { entity: { name: 'account' } },
  columns: [{ attribute: 'name', width: 200 }],
});
const writeView = (who: Session, operation: string, object: Row) =>
  who.call('/api/update', { name: 'inu_view', operation, object });
const viewNames = async (who: Session) => {
  const response = await who.call('/api/fetch', {
    entity: {
      name: 'inu_view',
      attributes: [{ attribute: 'name' }],
      filter: { conditions: [{ attribute: 'name', operator: 'like', value: 'privacy-%' }] },
      orders: [{ attribute: 'name' }],
    },
  });
  expect(response.status).toBe(200);
  return (response.json() as unknown as Row[]).map((row) => row.name);
};

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
  // customisers may read, write and delete every view of the organisation (level 3)
  const everything = maskOf({ create: 3, read: 3, update: 3, delete: 3 });
  await admin.call('/api/update', {
    name: 'inu_role',
    operation: 'create',
    object: { name: 'customiser', body: JSON.stringify({ permissions: { inu_view: everything } }) },
  });
  for (const who of ['ada', 'bob']) {
    await createUser(pool, tenant.tenant, { email: `${who}@privacy.test`, name: who, roles: ['customiser'] });
  }
  ada = await signIn(server, tenant.tenant.name, 'ada@privacy.test');
  bob = await signIn(server, tenant.tenant.name, 'bob@privacy.test');
  for (const [who, name, isprivate] of [
    [ada, 'privacy-ada-private', true],
    [ada, 'privacy-ada-public', false],
    [bob, 'privacy-bob-private', true],
  ] as const) {
    const response = await writeView(who, 'create', {
      name,
      kind: 'view',
      objectname: 'account',
      isprivate,
      body: listBody,
    });
    expect(response.status).toBe(200);
    viewIds[name] = response.text;
  }
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

describe('private views', () => {
  it('are read by their owner only, even at organisation level; public ones by everyone', async () => {
    expect(await viewNames(ada)).toEqual(['privacy-ada-private', 'privacy-ada-public']);
    expect(await viewNames(bob)).toEqual(['privacy-ada-public', 'privacy-bob-private']);
  });

  it('the admin role sees them all', async () => {
    expect(await viewNames(admin)).toEqual([
      'privacy-ada-private',
      'privacy-ada-public',
      'privacy-bob-private',
    ]);
  });

  it('another user can neither change nor delete them, and nothing is lost', async () => {
    const id = viewIds['privacy-ada-private'];
    const update = await writeView(bob, 'update', { id, versionnumber: 1, name: 'privacy-taken-over' });
    // as if it did not exist: not even its existence is told
    expect(update.status).toBe(404);
    expect(update.json()).toMatchObject({ ok: false, code: 'ERR_RECORD_NOT_FOUND' });
    const remove = await writeView(bob, 'delete', { id, versionnumber: 1 });
    expect(remove.status).toBe(404);
    expect(await viewNames(ada)).toEqual(['privacy-ada-private', 'privacy-ada-public']);
  });

  it('the owner still changes their own', async () => {
    const id = viewIds['privacy-bob-private'];
    const update = await writeView(bob, 'update', { id, versionnumber: 1, label: 'Mine' });
    expect(update.status).toBe(200);
    expect(update.text).toBe(id);
  });
});
