import { describe, expect, it } from 'vitest';
import { buildChartQuery } from '../../charts/build-chart-query.js';
import { defaultChartBody } from '../../charts/chart-body.js';
import { listScope, modeQuery } from './mode-query.js';

describe('modeQuery', () => {
  const list = {
    entity: {
      name: 'opportunity',
      attributes: [{ attribute: 'name' }],
      filter: { conditions: [{ attribute: 'statecode', operator: 'eq' as const, value: 0 }] },
      orders: [{ attribute: 'name' }],
    },
  };

  it('keeps the filter and order, replaces the attributes', () => {
    const query = modeQuery(list, [{ attribute: 'stage' }], { pageSize: 10, ordered: true });
    expect(query.entity.attributes).toEqual([{ attribute: 'stage' }]);
    expect(query.entity.filter).toEqual(list.entity.filter);
    expect(query.entity.orders).toEqual(list.entity.orders);
    expect(query.pageSize).toBe(10);
  });

  it('ands an extra filter with the list filter', () => {
    const extra = { conditions: [{ attribute: 'stage', operator: 'eq' as const, value: 'close' }] };
    const query = modeQuery(list, [{ attribute: 'id' }], { extraFilter: extra });
    expect(query.entity.filter).toEqual({ type: 'and', filters: [list.entity.filter, extra] });
  });
});

describe('the chart over a list', () => {
  // a list narrowed through its links: an inner join on the account, an outer one only selected
  const list = {
    entity: {
      name: 'opportunity',
      attributes: [{ attribute: 'name' }],
      filter: {
        conditions: [{ attribute: 'industrycode', operator: 'eq' as const, value: 3, entityName: 'acc' }],
      },
      links: [
        {
          name: 'account',
          from: 'id',
          to: 'parentaccountid',
          alias: 'acc',
          type: 'inner' as const,
          attributes: [{ attribute: 'name' }],
        },
        {
          name: 'contact',
          from: 'id',
          to: 'parentcontactid',
          alias: 'con',
          type: 'outer' as const,
          attributes: [{ attribute: 'fullname' }],
        },
      ],
    },
  };

  it('charts the records the list shows: its filter and the links that narrow it', () => {
    const scope = listScope(list);
    const chart = buildChartQuery(defaultChartBody('statecode'), 'opportunity', scope.filter, scope.links);
    expect(chart.entity.filter).toEqual(list.entity.filter);
    expect(chart.entity.links).toEqual([
      { name: 'account', from: 'id', to: 'parentaccountid', alias: 'acc', type: 'inner' },
    ]);
    // the same rows the group's drill-down (modeQuery) lists under the chart
    expect(chart.entity.links).toEqual(modeQuery(list, [{ attribute: 'id' }]).entity.links);
  });

  it('adds no links to a plain list', () => {
    const scope = listScope({ entity: { name: 'opportunity' } });
    expect(scope).toEqual({});
    expect(
      buildChartQuery(defaultChartBody('statecode'), 'opportunity', scope.filter, scope.links).entity,
    ).not.toHaveProperty('links');
  });
});
