import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import type { CompiledFetch } from './compile-fetch.js';

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
 *   migration, a bus message from another process), and entries hang off that object;
 * - the caller's read rights (row predicates name the user, teams and owner rules): entries
 *   hang off the rights object too, which the permission cache replaces whenever roles, teams
 *   or assignments change, and a view-as-role request gets a fresh one.
 * Both hold their entries weakly (a WeakMap per metadata object, in it one per rights object),
 * so entries go with either: the cache never keeps a metadata object alive. It did once, with
 * the metadata strongly in each rights object's entry, and the permission cache's rights then
 * pinned every organisation's metadata past the metadata cache's budget (issue 25's scale
 * bench: 2.4 GB after 5,000 organisations against a 512 MB budget).
 * Only successful compiles are kept: a bad query is validated (and refused) every time; nor
 * are bodies above maxCachedBodyChars.
 */
export class CompiledFetchCache {
  private readonly byMetadata = new WeakMap<TenantMetadata, WeakMap<object, Map<string, CompiledFetch>>>();

  compile(
    key: { rights: object; metadata: TenantMetadata; body: string },
    compile: () => CompiledFetch,
  ): CompiledFetch {
    if (key.body.length > maxCachedBodyChars) return compile();
    let byRights = this.byMetadata.get(key.metadata);
    if (!byRights) {
      byRights = new WeakMap();
      this.byMetadata.set(key.metadata, byRights);
    }
    let compiled = byRights.get(key.rights);
    if (!compiled) {
      compiled = new Map();
      byRights.set(key.rights, compiled);
    }
    const found = compiled.get(key.body);
    if (found) return found;
    const made = compile();
    if (compiled.size >= maxEntriesPerRights) {
      const oldest = compiled.keys().next();
      if (!oldest.done) compiled.delete(oldest.value);
    }
    compiled.set(key.body, made);
    return made;
  }
}
