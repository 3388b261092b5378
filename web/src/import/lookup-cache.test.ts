import { describe, expect, it } from 'vitest';
import { LookupCache, type WantedTexts } from './lookup-cache.js';

const wanted = (...names: string[]): WantedTexts =>
  new Map([['account', { name: new Set(names), id: new Set<string>() }]]);

const acme = [{ id: 'a1', name: 'Acme' }];

describe('LookupCache', () => {
  it('answers what was found, or not found, whatever the case, and takes it out of what to look for', () => {
    const cache = new LookupCache();
    cache.remember(
      wanted('acme', 'Nobody'),
      new Map([['account', { name: new Map([['acme', acme]]), id: new Map() }]]),
    );
    const next = wanted('ACME', 'nobody', 'Globex');
    const known = cache.take(next);
    expect(known.get('account')?.name.get('acme')).toEqual(acme);
    expect(known.get('account')?.name.get('nobody')).toEqual([]);
    expect([...(next.get('account')?.name ?? [])]).toEqual(['Globex']);
  });

  it('forgets the oldest text past its bound', () => {
    const cache = new LookupCache(2);
    cache.remember(wanted('a', 'b', 'c'), new Map());
    expect(cache.size).toBe(2);
    const next = wanted('a', 'b', 'c');
    cache.take(next);
    expect([...(next.get('account')?.name ?? [])]).toEqual(['a']);
  });
});
