/** The records found for one text: none, one, or several (ambiguous). */
export type FoundRecords = { id: string; name: string }[];

/** What was found per target entity, by name or id, keyed by the text in lower case. */
export type FoundByEntity = Map<string, Record<'name' | 'id', Map<string, FoundRecords>>>;

/** The texts still to look for, per target entity. */
export type WantedTexts = Map<string, { name: Set<string>; id: Set<string> }>;

/** Enough for the distinct names of a large file's lookups, small next to the tab's memory. */
export const lookupCacheSize = 20_000;

/**
 * What earlier batches of a streamed file found (issue 20 item 4: lookups are resolved a batch
 * at a time), so a name that repeats through the file is looked for once. Not found is
 * remembered too. Bounded: past `limit` texts the oldest is forgotten (and looked for again if
 * it comes back), so a file of only distinct names cannot grow it without end.
 */
export class LookupCache {
  private readonly entries = new Map<string, FoundRecords>();

  constructor(private readonly limit = lookupCacheSize) {}

  get size(): number {
    return this.entries.size;
  }

  private key = (entity: string, by: 'name' | 'id', text: string) =>
    `${entity}\u0000${by}\u0000${text.toLowerCase()}`;

  /** Takes the texts it knows out of `wanted` and answers what was found for them. */
  take(wanted: WantedTexts): FoundByEntity {
    const found: FoundByEntity = new Map();
    for (const [entity, texts] of wanted) {
      for (const by of ['name', 'id'] as const) {
        for (const text of texts[by]) {
          const records = this.entries.get(this.key(entity, by, text));
          if (!records) continue;
          texts[by].delete(text);
          const byEntity = found.get(entity) ?? { name: new Map(), id: new Map() };
          byEntity[by].set(text.toLowerCase(), records);
          found.set(entity, byEntity);
        }
      }
    }
    return found;
  }

  /** Remembers what was found (or not) for every text of `wanted`. */
  remember(wanted: WantedTexts, found: FoundByEntity): void {
    for (const [entity, texts] of wanted) {
      for (const by of ['name', 'id'] as const) {
        for (const text of texts[by]) {
          const key = this.key(entity, by, text);
          this.entries.delete(key);
          this.entries.set(key, found.get(entity)?.[by].get(text.toLowerCase()) ?? []);
          if (this.entries.size > this.limit) {
            const oldest = this.entries.keys().next().value;
            if (oldest !== undefined) this.entries.delete(oldest);
          }
        }
      }
    }
  }
}
