import { maskOf } from '@strata/api/contract/roles';
import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeSignedInTenant,
  openSignedInTenant,
  type SignedInUser,
  type TestTenant,
} from '../fixtures/signed-in-tenant.js';
import type { TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: SignedInUser;
const users: Record<string, { id: string; session: Awaited<ReturnType<typeof signIn>> }> = {};
const accountIds: Record<string, string> = {};

type Row = Record<string, unknown>;
const fetchAs = async (who: string, query: unknown) => {
  const response = await users[who]?.session.call('/api/fetch', query);
  if (!response) throw new Error(who);
  return response;
};
const rows = async (who: string, query: unknown) => (await fetchAs(who, query)).json() as unknown as Row[];
const names = (list: Row[]) => list.map((r) => r.name).sort();

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
  const create = async (name: string, object: Row) =>
    (await admin.call('/api/update', { name, operation: 'create', object })).text;

  const role = (name: string, account: number, contact = maskOf({ read: 3 })) =>
    create('inu_role', { name, body: JSON.stringify({ permissions: { account, contact } }) });
  await role('own-reader', maskOf({ read: 1 }));
  await role('team-reader', maskOf({ read: 2 }));
  await role('no-account', 0);
  const team = await create('team', { name: 'East' });

  for (const [who, roles, teams] of [
    ['olga', ['own-reader'], []],
    ['tim', ['team-reader'], [team]],
    ['tess', [], [team]],
    ['nora', ['no-account'], []],
    ['otto', ['own-reader'], []],
  ] as const) {
    const user = await createUser(pool, tenant.tenant, {
      email: `${who}@perm.test`,
      name: who,
      roles: [...roles],
      teams: [...teams],
    });
    users[who] = { id: user.id, session: await signIn(server, tenant.tenant.name, user.email) };
  }
  for (const owner of ['olga', 'tim', 'tess', 'otto']) {
    accountIds[owner] = await create('account', {
      name: `${owner} account`,
      ownerid: users[owner]?.id,
      industrycode: 3,
    });
    await create('contact', { name: `${owner} contact`, lastname: owner, accountid: accountIds[owner] });
  }
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

const accountsQuery = {
  entity: {
    name: 'account',
    attributes: [{ attribute: 'name' }],
    filter: { conditions: [{ attribute: 'name', operator: 'like', value: '% account' }] },
  },
};

describe('read permissions in /api/fetch', () => {
  it('owner level: only the rows the user owns, also in counts and groups', async () => {
    expect(names(await rows('olga', accountsQuery))).toEqual(['olga account']);
    const counted = await rows('olga', {
      entity: {
        name: 'account',
        attributes: [
          { attribute: 'id', aggregate: 'count', alias: 'n' },
          { attribute: 'industrycode', groupBy: 'column', alias: 'industry' },
        ],
        filter: { conditions: [{ attribute: 'industrycode', operator: 'eq', value: 3 }] },
      },
    });
    expect(counted).toEqual([{ n: 1, industry: 3 }]);
  });

  it('business-unit level: the rows of everyone in the user’s teams', async () => {
    expect(names(await rows('tim', accountsQuery))).toEqual(['tess account', 'tim account']);
  });

  it('no read right: ERR_FORBIDDEN for the entity itself', async () => {
    const response = await fetchAs('nora', accountsQuery);
    expect(response.status).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ERR_FORBIDDEN' });
  });

  it('hides labels of lookups to rows the user cannot read, and linked rows too', async () => {
    const contacts = await rows('olga', {
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'name' }, { attribute: 'accountid' }],
        filter: { conditions: [{ attribute: 'name', operator: 'like', value: '% contact' }] },
        orders: [{ attribute: 'name' }],
      },
    });
    expect(contacts.map((c) => [c.name, (c.accountid as Row | null)?.label ?? null])).toEqual([
      ['olga contact', 'olga account'],
      ['otto contact', null],
      ['tess contact', null],
      ['tim contact', null],
    ]);
    const inner = await rows('olga', {
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'name' }],
        links: [
          {
            name: 'account',
            from: 'id',
            to: 'accountid',
            alias: 'a',
            type: 'inner',
            attributes: [{ attribute: 'name' }],
          },
        ],
        filter: { conditions: [{ attribute: 'name', operator: 'like', value: '% contact' }] },
      },
    });
    expect(names(inner)).toEqual(['olga contact']);
    const noAccount = await rows('nora', {
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'name' }],
        links: [
          {
            name: 'account',
            from: 'id',
            to: 'accountid',
            alias: 'a',
            type: 'outer',
            attributes: [{ attribute: 'name' }],
          },
        ],
        filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'olga contact' }] },
      },
    });
    expect(noAccount).toEqual([expect.objectContaining({ name: 'olga contact', 'a.name': null })]);
  });

  it('never lets a filter find a row the user cannot read', async () => {
    const probe = await rows('olga', {
      entity: {
        name: 'account',
        attributes: [{ attribute: 'name' }],
        filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'otto account' }] },
      },
    });
    expect(probe).toEqual([]);
  });

  it('admins read everything', async () => {
    const all = (await admin.call('/api/fetch', accountsQuery)).json() as unknown as Row[];
    expect(names(all)).toEqual(['olga account', 'otto account', 'tess account', 'tim account']);
  });

  it('answers bad queries with coded 400s', async () => {
    for (const [query, code] of [
      [{ entity: { name: 'nothing' } }, 'ERR_OBJECT_NOT_FOUND'],
      [{ entity: { name: 'account', attributes: [{ attribute: 'nope' }] } }, 'ERR_FIELD_NOT_FOUND'],
      [
        {
          entity: {
            name: 'account',
            filter: { conditions: [{ attribute: 'revenue', operator: 'like', value: 'x' }] },
          },
        },
        'ERR_VALIDATION',
      ],
      [
        {
          entity: {
            name: 'account',
            filter: { conditions: [{ attribute: 'name', operator: 'in', value: [] }] },
          },
        },
        'ERR_VALIDATION',
      ],
      [{ entity: { name: 'account' }, pageSize: 5001 }, 'ERR_VALIDATION'],
      [{ entity: { name: 'account";drop table x;--' } }, 'ERR_VALIDATION'],
      [{ entity: { name: 'public.account' } }, 'ERR_VALIDATION'],
    ] as const) {
      const response = await admin.call('/api/fetch', query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code });
    }
  });
});
