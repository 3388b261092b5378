import { describe, expect, it } from 'vitest';
import { bodyProblems } from './body-problems.js';

describe('view body problems', () => {
  it('names the path of what the server would refuse', () => {
    const chart = { type: 'bar', series: [{ aggregateField: 'x', aggregateMethod: 'median' }], groups: [] };
    const problems = bodyProblems('chart', JSON.stringify(chart));
    expect(problems.map((problem) => problem.path)).toEqual(['series.0.aggregateMethod', 'groups']);
  });

  it('takes colorByGroup on a chart as a boolean only', () => {
    const chart = {
      type: 'bar',
      series: [{ aggregateField: 'id', aggregateMethod: 'count' }],
      groups: [{ field: 'stage', method: 'column' }],
    };
    expect(bodyProblems('chart', JSON.stringify({ ...chart, colorByGroup: true }))).toEqual([]);
    const problems = bodyProblems('chart', JSON.stringify({ ...chart, colorByGroup: 1 }));
    expect(problems.map((problem) => problem.path)).toEqual(['colorByGroup']);
  });

  it('reports text that is not JSON, and nothing for a valid body', () => {
    expect(bodyProblems('view', '{"query":')[0]).toMatchObject({ notJson: true });
    expect(bodyProblems('view', '{"query":{"entity":{"name":"account"}}}')).toEqual([]);
  });
});
