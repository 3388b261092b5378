import type { QuerySqlToken } from 'slonik';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types.js';
import { buildTenantMetadata } from '../metadata/tenant-metadata.js';
import { systemObjects } from '../migrations/system-objects.js';
import { readEverything } from '../permissions/row-access.js';
import { loadTemplate } from '../templates/load-template.js';
import { compileFetch, fetchRecords } from './compile-fetch.js';
import { refuseCostlyPlan } from './plan-cost.js';

const crm = loadTemplate('crm');
const metadata = buildTenantMetadata('tenant-id', 'tenant_x', [...systemObjects().values(), ...crm.entities]);
const context = { metadata, access: readEverything };

/** A database that answers EXPLAIN with the given total cost and records every statement. */
function fakeDatabase(totalCost: number) {
  const statements: string[] = [];
  const db = {
    oneFirst: async (query: QuerySqlToken) => {
      statements.push(query.sql);
      return [{ Plan: { 'Node Type': 'Limit', 'Total Cost': totalCost } }];
    },
    any: async (query: QuerySqlToken) => {
      statements.push(query.sql);
      return [];
    },
  } as unknown as Queryable;
  return { db, statements };
}

const lookupLink = {
  entity: {
    name: 'contact',
    attributes: [{ attribute: 'name' }],
    links: [
      { name: 'account', from: 'id', to: 'accountid', alias: 'acc', attributes: [{ attribute: 'name' }] },
    ],
  },
};
const selfJoin = {
  entity: {
    name: 'account',
    attributes: [{ attribute: 'name' }],
    links: [
      {
        name: 'account',
        from: 'ownerid',
        to: 'ownerid',
        alias: 'same',
        links: [{ name: 'account', from: 'ownerid', to: 'ownerid', alias: 'deeper' }],
      },
    ],
    orders: [{ attribute: 'name', entityName: 'deeper' }],
  },
};
const nestedFanOut = {
  entity: {
    name: 'opportunity',
    attributes: [{ attribute: 'name' }],
    links: [
      {
        name: 'account',
        from: 'id',
        to: 'accountid',
        alias: 'acc',
        links: [{ name: 'contact', from: 'accountid', to: 'id', alias: 'people' }],
      },
    ],
  },
};

describe('which fetches are EXPLAINed', () => {
  it.each([
    ['no link', { entity: { name: 'account' } }, false],
    [
      'an aggregate without links',
      { entity: { name: 'account', attributes: [{ attribute: 'id', aggregate: 'count' }] } },
      false,
    ],
    ['a lookup link (from the linked id)', lookupLink, false],
    ['a self-join on ownerid', selfJoin, true],
    ['a fanning-out link under a lookup link', nestedFanOut, true],
  ])('%s: %s', (_what, query, expected) => {
    expect(compileFetch(query, context).fansOut).toBe(expected);
  });
});

describe('the plan cost guard', () => {
  it('refuses a plan estimated over the limit with 400 ERR_QUERY_TOO_COMPLEX before running it', async () => {
    const { db, statements } = fakeDatabase(5.7e13);
    await expect(fetchRecords(db, selfJoin, context, { maxPlanCost: 1_000_000 })).rejects.toMatchObject({
      code: 'ERR_QUERY_TOO_COMPLEX',
      details: { maxCost: 1_000_000 },
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^EXPLAIN \(FORMAT JSON\) SELECT /);
  });

  it('runs a plan under the limit after its EXPLAIN', async () => {
    const { db, statements } = fakeDatabase(900_000);
    await expect(fetchRecords(db, selfJoin, context, { maxPlanCost: 1_000_000 })).resolves.toEqual([]);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/^EXPLAIN \(FORMAT JSON\) SELECT /);
    expect(statements[1]).toMatch(/^SELECT /);
  });

  it('sends a query without a fanning-out link alone: no extra round trip', async () => {
    const { db, statements } = fakeDatabase(5.7e13);
    await fetchRecords(db, lookupLink, context, { maxPlanCost: 1 });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^SELECT /);
  });

  it('never EXPLAINs when the limit is 0 or unset', async () => {
    for (const options of [{ maxPlanCost: 0 }, {}]) {
      const { db, statements } = fakeDatabase(5.7e13);
      await fetchRecords(db, selfJoin, context, options);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/^SELECT /);
    }
  });

  it('reads the plan whether the driver parsed the JSON or not', async () => {
    const asText = {
      oneFirst: async () => JSON.stringify([{ Plan: { 'Total Cost': 10 } }]),
    } as unknown as Queryable;
    const { query } = compileFetch(selfJoin, context);
    await expect(refuseCostlyPlan(asText, query, 9)).rejects.toMatchObject({
      code: 'ERR_QUERY_TOO_COMPLEX',
    });
    await expect(refuseCostlyPlan(asText, query, 10)).resolves.toBeUndefined();
  });
});
