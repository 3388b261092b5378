import { describe, expect, it } from 'vitest';
import { buildChartQuery } from './build-chart-query.js';
import { defaultChartBody, readChartBody } from './chart-body.js';

describe('buildChartQuery', () => {
  it('aliases groups x0.. and series y0.., ordered by the groups', () => {
    const body = readChartBody({
      type: 'line',
      series: [
        { aggregateField: 'estimatedvalue', aggregateMethod: 'sum', color: '#2e9e5b' },
        { aggregateField: 'id', aggregateMethod: 'count' },
      ],
      groups: [
        { field: 'createdon', method: 'month' },
        { field: 'ownerid', method: 'column' },
      ],
    });
    expect(body).not.toBeNull();
    if (!body) return;
    expect(buildChartQuery(body, 'opportunity')).toEqual({
      entity: {
        name: 'opportunity',
        attributes: [
          { attribute: 'createdon', groupBy: 'month', alias: 'x0' },
          { attribute: 'ownerid', groupBy: 'column', alias: 'x1' },
          { attribute: 'estimatedvalue', aggregate: 'sum', alias: 'y0' },
          { attribute: 'id', aggregate: 'count', alias: 'y1' },
        ],
        orders: [{ alias: 'x0' }, { alias: 'x1' }],
      },
      pageSize: 5000,
    });
  });

  it('adds the extra filter only when it has conditions', () => {
    const body = defaultChartBody('stage');
    const filter = { conditions: [{ attribute: 'ownerid', operator: 'eq' as const, value: 'u1' }] };
    expect(buildChartQuery(body, 'opportunity', filter).entity.filter).toEqual(filter);
    expect(buildChartQuery(body, 'opportunity', {}).entity.filter).toBeUndefined();
    expect(buildChartQuery(body, 'opportunity', { conditions: [] }).entity).not.toHaveProperty('filter');
  });

  it('builds the default chart: a count of id by a column, in the default colour', () => {
    expect(defaultChartBody('industrycode')).toEqual({
      type: 'bar',
      series: [{ aggregateField: 'id', aggregateMethod: 'count', color: '#0071eb' }],
      groups: [{ field: 'industrycode', method: 'column' }],
    });
    expect(buildChartQuery(defaultChartBody('industrycode'), 'account').entity.attributes).toEqual([
      { attribute: 'industrycode', groupBy: 'column', alias: 'x0' },
      { attribute: 'id', aggregate: 'count', alias: 'y0' },
    ]);
  });
});

describe('readChartBody', () => {
  it('reads every chart of the crm template', () => {
    expect(
      readChartBody({
        type: 'bar',
        series: [{ aggregateField: 'id', aggregateMethod: 'count', color: '#0071eb' }],
        groups: [{ field: 'scheduledstart', method: 'week' }],
      }),
    ).toEqual({
      type: 'bar',
      series: [{ aggregateField: 'id', aggregateMethod: 'count', color: '#0071eb', label: undefined }],
      groups: [{ field: 'scheduledstart', method: 'week' }],
    });
  });

  it('defaults the type to bar and a group method to column', () => {
    const body = readChartBody({
      series: [{ aggregateField: 'id', aggregateMethod: 'count' }],
      groups: [{ field: 'stage' }],
    });
    expect(body?.type).toBe('bar');
    expect(body?.groups).toEqual([{ field: 'stage', method: 'column' }]);
    expect(body).not.toHaveProperty('colorByGroup');
  });

  it('keeps colorByGroup when it is a boolean', () => {
    const stored = { series: [{ aggregateField: 'id', aggregateMethod: 'count' }], groups: [{ field: 'a' }] };
    expect(readChartBody({ ...stored, colorByGroup: true })?.colorByGroup).toBe(true);
    expect(readChartBody({ ...stored, colorByGroup: false })?.colorByGroup).toBe(false);
    expect(readChartBody({ ...stored, colorByGroup: 'yes' })).not.toHaveProperty('colorByGroup');
  });

  it('refuses bodies it cannot draw', () => {
    expect(readChartBody(null)).toBeNull();
    expect(readChartBody('{}')).toBeNull();
    expect(readChartBody({ series: [], groups: [{ field: 'a' }] })).toBeNull();
    expect(
      readChartBody({
        series: [{ aggregateField: 'id', aggregateMethod: 'median' }],
        groups: [{ field: 'a' }],
      }),
    ).toBeNull();
    expect(
      readChartBody({
        series: [{ aggregateField: 'id', aggregateMethod: 'count' }],
        groups: [{ field: 'a', method: 'hour' }],
      }),
    ).toBeNull();
  });
});
