import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import type { CompiledFetch } from './compile-fetch.js';

type Entries = { metadata: TenantMetadata; compiled: Map<string, CompiledFetch> };

/** Kept per caller's rights; past this many distinct queries the oldest are dropped. */
const maxEntriesPerRights = 200;
/**
 * Bodies longer than this are compiled every time, not kept: the body is the key, and 200 keys
 * of up to 1 MB each (the JSON limit) would let one user pin 200 MB. Real queries are far shorter.
 */
export const maxCachedBodyChars = 16 * 1024;

/**
 * Compiled fetch queries, reused while nothing they were compiled from changes (issue 20: the
 * query's validation and compilation were the largest part of the API's own time per fetch).
 * A compiled statement depends on three things only, and each is part of the key:
 * - the query's exact request body (its bytes, not a re-serialisation, so two bodies that
 *   parse alike but are not the same text never share an entry);
 * - the tenant's metadata: the metadata cache hands out a new object after any change (DDL,
 *   migration, a bus message from another process), and an entry compiled against another
 *   metadata object is dropped, so the cache is invalidated with the metadata cache;
 * - the caller's read rights (row predicates name the user, teams and owner rules): entries
 *   hang off the rights object itself (weakly), which the permission cache replaces whenever
 *   roles, teams or assignments change, and a view-as-role request gets a fresh one.
 * Only successful compiles are kept: a bad query is validated (and refused) every time; nor
 * are bodies above maxCachedBodyChars.
 */
export class CompiledFetchCache {
  private readonly byRights = new WeakMap<object, Entries>();

  compile(
    key: { rights: object; metadata: TenantMetadata; body: string },
    compile: () => CompiledFetch,
  ): CompiledFetch {
    if (key.body.length > maxCachedBodyChars) return compile();
    let entries = this.byRights.get(key.rights);
    if (!entries || entries.metadata !== key.metadata) {
      entries = { metadata: key.metadata, compiled: new Map() };
      this.byRights.set(key.rights, entries);
    }
    const found = entries.compiled.get(key.body);
    if (found) return found;
    const compiled = compile();
    if (entries.compiled.size >= maxEntriesPerRights) {
      const oldest = entries.compiled.keys().next();
      if (!oldest.done) entries.compiled.delete(oldest.value);
    }
    entries.compiled.set(key.body, compiled);
    return compiled;
  }
}
