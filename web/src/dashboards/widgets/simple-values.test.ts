import { describe, expect, it } from 'vitest';
import { aggregateQuery, aggregateValue, gaugeFill, gaugePercent } from './simple-values.js';

describe('number and gauge values', () => {
  it('ask one aggregate under the value alias', () => {
    const filter = { conditions: [{ attribute: 'statecode', operator: 'eq' as const, value: 1 }] };
    expect(
      aggregateQuery('opportunity', { aggregateField: 'actualvalue', aggregateMethod: 'sum' }, filter),
    ).toEqual({
      entity: {
        name: 'opportunity',
        attributes: [{ attribute: 'actualvalue', aggregate: 'sum', alias: 'value' }],
        filter,
      },
    });
  });

  it('read the value, numeric text too', () => {
    expect(aggregateValue([{ value: 12.5 }])).toBe(12.5);
    expect(aggregateValue([{ value: '1200' }])).toBe(1200);
    expect(aggregateValue([{ value: null }])).toBeNull();
    expect(aggregateValue([])).toBeNull();
  });

  it('show the first value over the second as a whole percent', () => {
    expect(gaugePercent(50, 200)).toBe(25);
    expect(gaugePercent(1, 3)).toBe(33);
    expect(gaugePercent(300, 200)).toBe(150);
    expect(gaugePercent(null, 200)).toBe(0);
    expect(gaugePercent(10, 0)).toBeNull();
    expect(gaugePercent(10, null)).toBeNull();
    expect(gaugeFill(150)).toBe(1);
    expect(gaugeFill(-5)).toBe(0);
    expect(gaugeFill(42)).toBe(0.42);
  });
});
