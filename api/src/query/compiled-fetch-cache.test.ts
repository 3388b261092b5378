import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import type { CompiledFetch } from './compile-fetch.js';
import { CompiledFetchCache, maxCachedBodyChars } from './compiled-fetch-cache.js';

const metadata = (): TenantMetadata => ({
  tenantId: 't',
  schema: 's',
  objects: new Map(),
  properties: new Map(),
});
const compiled = (label: string) => ({ label }) as unknown as CompiledFetch;

describe('the compiled fetch cache', () => {
  it('compiles a body once for the same rights and metadata', () => {
    const cache = new CompiledFetchCache();
    const key = { rights: {}, metadata: metadata(), body: '{"a":1}' };
    let compiles = 0;
    const compile = () => compiled(`run ${++compiles}`);
    const first = cache.compile(key, compile);
    expect(cache.compile({ ...key }, compile)).toBe(first);
    expect(compiles).toBe(1);
    cache.compile({ ...key, body: '{"a": 1}' }, compile);
    expect(compiles).toBe(2);
  });

  it('compiles again once the metadata or the rights are another object', () => {
    const cache = new CompiledFetchCache();
    const rights = {};
    let compiles = 0;
    const compile = () => compiled(`run ${++compiles}`);
    const before = metadata();
    cache.compile({ rights, metadata: before, body: 'q' }, compile);
    const after = metadata();
    expect(cache.compile({ rights, metadata: after, body: 'q' }, compile)).toEqual(compiled('run 2'));
    expect(cache.compile({ rights: {}, metadata: after, body: 'q' }, compile)).toEqual(compiled('run 3'));
    // a request still holding the old metadata gets what was compiled against that metadata
    expect(cache.compile({ rights, metadata: before, body: 'q' }, compile)).toEqual(compiled('run 1'));
  });

  it('keeps neither the metadata nor the rights alive', async () => {
    // the permission cache keeps rights objects; the metadata cache alone decides how long an
    // organisation's metadata stays (issue 25: rights once pinned every organisation's metadata)
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const cache = new CompiledFetchCache();
    const rights = {};
    const collected: string[] = [];
    const registry = new FinalizationRegistry<string>((name) => collected.push(name));
    (() => {
      const old = metadata();
      registry.register(old, 'metadata');
      cache.compile({ rights, metadata: old, body: 'q' }, () => compiled('x'));
      const otherRights = {};
      registry.register(otherRights, 'rights');
      cache.compile({ rights: otherRights, metadata: metadata(), body: 'q' }, () => compiled('y'));
    })();
    for (let tries = 0; tries < 20 && collected.length < 2; tries++) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(collected.sort()).toEqual(['metadata', 'rights']);
    expect(rights).toEqual({});
  });

  it('keeps no failed compile: a bad query is refused every time', () => {
    const cache = new CompiledFetchCache();
    const key = { rights: {}, metadata: metadata(), body: 'bad' };
    let attempts = 0;
    const compile = () => {
      attempts++;
      throw new Error('ERR_VALIDATION');
    };
    expect(() => cache.compile(key, compile)).toThrow('ERR_VALIDATION');
    expect(() => cache.compile(key, compile)).toThrow('ERR_VALIDATION');
    expect(attempts).toBe(2);
  });

  it('holds at most 200 queries per rights, dropping the oldest', () => {
    const cache = new CompiledFetchCache();
    const rights = {};
    const meta = metadata();
    let compiles = 0;
    const compile = () => compiled(`run ${++compiles}`);
    for (let i = 0; i <= 200; i++) cache.compile({ rights, metadata: meta, body: `q${i}` }, compile);
    expect(compiles).toBe(201);
    cache.compile({ rights, metadata: meta, body: 'q200' }, compile);
    expect(compiles).toBe(201);
    cache.compile({ rights, metadata: meta, body: 'q0' }, compile);
    expect(compiles).toBe(202);
  });

  it('compiles a body above the size it keeps every time', () => {
    const cache = new CompiledFetchCache();
    const key = { rights: {}, metadata: metadata(), body: 'q'.repeat(maxCachedBodyChars + 1) };
    let compiles = 0;
    const compile = () => compiled(`run ${++compiles}`);
    cache.compile(key, compile);
    cache.compile(key, compile);
    expect(compiles).toBe(2);
  });
});
