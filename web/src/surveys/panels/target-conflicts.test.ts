import { describe, expect, it } from 'vitest';
import { targetConflicts } from './target-conflicts.js';

describe('the answers written over a target changed meanwhile', () => {
  const base = { id: 't', versionnumber: 1, email: 'old@x.test', phone: '1', city: 'Brno' };
  const write = { id: 't', versionnumber: 1, email: 'new@x.test', phone: '2' };

  it('are conflicts only where someone else changed a field the answers write, to another value', () => {
    expect(targetConflicts(write, base, { ...base, versionnumber: 2, city: 'Praha' })).toEqual([]);
    expect(targetConflicts(write, base, { ...base, versionnumber: 2, phone: '2' })).toEqual([]);
    expect(targetConflicts(write, base, { ...base, versionnumber: 2, email: 'theirs@x.test' })).toEqual([
      'email',
    ]);
  });
});
