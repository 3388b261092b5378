import { describe, expect, it } from 'vitest';
import { dashboardBodySchema } from './views.js';

const chart = { type: 'chart', objectName: 'opportunity', listName: 'pipeline', gridArea: '1 / 1 / 2 / 3' };

/** The problem's path and message, as checkViewBody reports it on save. */
function problem(body: unknown): string | undefined {
  const result = dashboardBodySchema.safeParse(body);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

describe('dashboard bodies', () => {
  it('take every widget kind of the spec', () => {
    const body = {
      gridColumns: 'repeat(4, 1fr)',
      gridRows: '140px 320px',
      objects: [
        { type: 'filter', objectName: 'opportunity', field: 'stage' },
        chart,
        {
          type: 'simplechart',
          chartType: 'gauge',
          objectName: 'opportunity',
          series: [{ aggregateField: 'actualvalue', aggregateMethod: 'sum' }],
          initialValue: 250000,
          extraFetch: { conditions: [{ attribute: 'statecode', operator: 'eq', value: 1 }] },
        },
        { type: 'grid', objectName: 'account', listName: 'top', pageSize: 10 },
        { type: 'label', text: { en: 'Hello', de: 'Hallo' }, gridArea: '2 / 1 / 3 / 2' },
      ],
    };
    expect(dashboardBodySchema.parse(body)).toEqual(body);
  });

  it('take colorByGroup on a bar simplechart, as a boolean only', () => {
    const bar = {
      type: 'simplechart',
      chartType: 'bar',
      objectName: 'lead',
      series: [{ aggregateField: 'id', aggregateMethod: 'count' }],
      groups: [{ field: 'leadsourcecode', method: 'column' }],
      colorByGroup: true,
    };
    expect(problem({ objects: [bar] })).toBeUndefined();
    expect(problem({ objects: [{ ...bar, colorByGroup: 'yes' }] })).toMatch(/^objects\.0\.colorByGroup: /);
  });

  it('refuse an unknown widget type with the path of the object', () => {
    expect(problem({ objects: [chart, { type: 'pie', objectName: 'account' }] })).toMatch(
      /^objects\.1\.type: /,
    );
  });

  it('refuse a widget without its list, a bad gridArea and unknown keys', () => {
    expect(problem({ objects: [{ type: 'grid', objectName: 'account' }] })).toMatch(
      /^objects\.0\.listName: /,
    );
    expect(problem({ objects: [{ ...chart, gridArea: '1 / 1' }] })).toMatch(
      /^objects\.0\.gridArea: gridArea is/,
    );
    expect(problem({ objects: [{ ...chart, colour: 'red' }] })).toMatch(/^objects\.0: Unrecognized key/);
    expect(problem({ objects: [], gridColums: '1fr' })).toMatch(/Unrecognized key/);
  });

  it('refuse a bar simplechart without groups and an unknown aggregate', () => {
    const simple = { type: 'simplechart', chartType: 'bar', objectName: 'lead' };
    expect(
      problem({ objects: [{ ...simple, series: [{ aggregateField: 'id', aggregateMethod: 'count' }] }] }),
    ).toBe('objects.0.groups: a bar simplechart needs groups');
    expect(
      problem({ objects: [{ ...simple, series: [{ aggregateField: 'id', aggregateMethod: 'median' }] }] }),
    ).toMatch(/^objects\.0\.series\.0\.aggregateMethod: /);
  });
});
