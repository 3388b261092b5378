import { describe, expect, it } from 'vitest';
import { bodyProblems } from './body-problems.js';

describe('view body problems', () => {
  it('names the path of what the server would refuse', () => {
    const chart = { type: 'bar', series: [{ aggregateField: 'x', aggregateMethod: 'median' }], groups: [] };
    const problems = bodyProblems('chart', JSON.stringify(chart));
    expect(problems.map((problem) => problem.path)).toEqual(['series.0.aggregateMethod', 'groups']);
  });

  it('reports text that is not JSON, and nothing for a valid body', () => {
    expect(bodyProblems('view', '{"query":')[0]).toMatchObject({ notJson: true });
    expect(bodyProblems('view', '{"query":{"entity":{"name":"account"}}}')).toEqual([]);
  });
});
