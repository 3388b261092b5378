import { describe, expect, it } from 'vitest';
import { checkQueryText, queryToText } from './query-text.js';

const exportable = new Set(['account', 'contact']);

describe('the Setup Query text', () => {
  it('is the query as indented JSON, and reads back to the same query', () => {
    const query = { entity: { name: 'account', attributes: [{ attribute: 'name' }] } };
    const text = queryToText(query);
    expect(text).toContain('\n  "entity"');
    expect(checkQueryText(text, exportable)).toEqual({ ok: true, query });
  });

  it('says when the text is not JSON', () => {
    const result = checkQueryText('{ "entity": ', exportable);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem).toBe('json');
      expect(result.detail.length).toBeGreaterThan(0);
    }
  });

  it('names the problems of a query the schema refuses', () => {
    const result = checkQueryText(
      JSON.stringify({
        entity: { name: 'account', filter: { conditions: [{ attribute: 'x', operator: 'sounds-like' }] } },
        colour: 1,
      }),
      exportable,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem).toBe('invalid');
      expect(result.detail).toContain('entity.filter.conditions.0.operator');
      expect(result.detail).toContain('colour');
    }
  });

  it('refuses an entity the user may not export', () => {
    expect(checkQueryText(JSON.stringify({ entity: { name: 'systemuser_teams' } }), exportable)).toEqual({
      ok: false,
      problem: 'entity',
      detail: 'systemuser_teams',
    });
  });
});
