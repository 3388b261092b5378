import { describe, expect, it } from 'vitest';
import { asTemplate } from './postgres-rate-limiter.js';

describe('the PostgreSQL store statements as slonik templates', () => {
  it('binds every placeholder, repeated ones included, in the order they appear', () => {
    const { strings, values } = asTemplate('SELECT $2 WHERE a = $1 OR b <= $2 AND c = $10', [
      'k',
      5,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      'ten',
    ]);
    expect([...strings]).toEqual(['SELECT ', ' WHERE a = ', ' OR b <= ', ' AND c = ', '']);
    expect(values).toEqual([5, 'k', 5, 'ten']);
    expect(Object.isFrozen(strings) && Object.isFrozen(strings.raw)).toBe(true);
  });

  it('keeps text without placeholders whole', () => {
    const { strings, values } = asTemplate('DELETE FROM t', []);
    expect([...strings]).toEqual(['DELETE FROM t']);
    expect(values).toEqual([]);
  });
});
