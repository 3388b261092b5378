import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../fields/format-value.js';
import { describeFilter, describeOrders } from './query-summary.js';
import { account, contact, metaDict } from './test-metadata.js';
import { textsOf } from './test-texts.js';

let t: Translate;
beforeAll(async () => {
  t = await textsOf('en');
});

const links = [{ name: 'account', from: 'id', to: 'accountid', alias: 'acc' }];

describe('the query summary', () => {
  it('describes a filter with labels, symbols and formatted values', () => {
    const text = describeFilter(
      {
        conditions: [
          { attribute: 'customertypecode', operator: 'eq', value: 3 },
          { attribute: 'name', operator: 'like', value: 'Acme%' },
          { attribute: 'revenue', operator: 'null' },
        ],
        filters: [
          {
            type: 'or',
            conditions: [
              { attribute: 'numberofemployees', operator: 'ge', value: 10 },
              { attribute: 'customertypecode', operator: 'in', value: [1, 3] },
            ],
          },
        ],
      },
      { object: account, metaDict, language: 'en', t },
    );
    expect(text).toBe(
      'Relationship Type = Partner, Account Name ~ Acme%, Annual Revenue is empty, (Employees ≥ 10 or Relationship Type is one of Customer, Partner)',
    );
  });

  it('names lookups by how many records they hold, and attributes of links by their entity', () => {
    expect(
      describeFilter(
        {
          conditions: [
            { attribute: 'accountid', operator: 'in', value: ['a', 'b'] },
            { attribute: 'revenue', operator: 'gt', value: 5, entityName: 'acc' },
          ],
        },
        { object: contact, metaDict, links, language: 'en', t },
      ),
    ).toBe('Account is one of records: 2, Annual Revenue > 5.00');
  });

  it('is empty without a filter, and cut short when long', () => {
    expect(describeFilter(undefined, { object: account, metaDict, language: 'en', t })).toBe('');
    const long = describeFilter(
      {
        conditions: Array.from({ length: 30 }, () => ({
          attribute: 'name',
          operator: 'eq' as const,
          value: 'x',
        })),
      },
      { object: account, metaDict, language: 'en', t },
    );
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('describes the sort', () => {
    expect(
      describeOrders([{ attribute: 'name' }, { attribute: 'revenue', descending: true, entityName: 'acc' }], {
        object: contact,
        metaDict,
        links,
      }),
    ).toBe('Full Name ↑, Annual Revenue ↓');
    expect(describeOrders(undefined, { object: contact, metaDict })).toBe('');
  });
});
