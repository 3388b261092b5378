import { describe, expect, it } from 'vitest';
import { changedFields, mergeServerRecord, sameValue } from './record-changes.js';

const lookup = (id: string, label = 'x') => ({ id, name: 'account', label });

describe('sameValue', () => {
  it('treats empty values alike and compares lookups by id', () => {
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('', 'a')).toBe(false);
    expect(sameValue(lookup('1', 'Old'), lookup('1', 'Renamed'))).toBe(true);
    expect(sameValue(lookup('1'), lookup('2'))).toBe(false);
    expect(sameValue(lookup('1'), null)).toBe(false);
    expect(sameValue(3, 3)).toBe(true);
    expect(sameValue(3, '3')).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1 })).toBe(true);
  });
});

describe('changedFields', () => {
  it('lists what the user changed and ignores bookkeeping fields', () => {
    const original = { id: '1', versionnumber: 4, name: 'A', city: null, owner: lookup('u1') };
    const current = { id: '1', versionnumber: 5, name: 'B', city: '', owner: lookup('u1'), extra: 'x' };
    expect(changedFields(original, current).sort()).toEqual(['extra', 'name']);
  });
});

describe('mergeServerRecord', () => {
  const original = { id: '1', versionnumber: 1, name: 'A', city: 'Bratislava', phone: '1' };
  it('adopts server changes to fields the user left alone', () => {
    const local = { ...original, name: 'Mine' };
    const server = { ...original, versionnumber: 2, city: 'Vienna' };
    const merge = mergeServerRecord(original, local, server);
    expect(merge.conflicts).toEqual([]);
    expect(merge.serverChanged).toEqual(['city']);
    expect(merge.merged).toMatchObject({ versionnumber: 2, name: 'Mine', city: 'Vienna' });
  });
  it('reports fields both sides changed differently', () => {
    const local = { ...original, city: 'Prague' };
    const server = { ...original, versionnumber: 2, city: 'Vienna' };
    expect(mergeServerRecord(original, local, server).conflicts).toEqual(['city']);
  });
  it('is no conflict when both sides made the same change', () => {
    const local = { ...original, city: 'Vienna' };
    const server = { ...original, versionnumber: 2, city: 'Vienna' };
    expect(mergeServerRecord(original, local, server).conflicts).toEqual([]);
  });
});
