import { useCallback, useEffect, useRef, useState } from 'react';
import { isLookupValue, retrieveMultiple } from '../../data/data-api';
import type { LinkRow } from '../../form-context/link-changes';
import type { LinkSides } from '../../form-context/link-sides';
import { itemsPerLinkQuery, linksToQuery } from './many-to-many-queries';

/** The item a link row points at: a lookup value, or a bare id. */
export function linkedItemId(value: unknown): string | null {
  return isLookupValue(value) ? value.id : typeof value === 'string' ? value : null;
}

/**
 * Whether each item on screen is linked to the record, and by which row (null: not linked),
 * asked for the items of each new page only, as they load. A record not saved yet has no links.
 * `forget` drops what is known (after links were written): the items on screen are asked again.
 */
export function useStoredLinks(sides: LinkSides | null, recordId: string | null, itemIds: readonly string[]) {
  const [stored, setStored] = useState<ReadonlyMap<string, LinkRow | null>>(new Map());
  const [error, setError] = useState<unknown>(undefined);
  const asked = useRef(new Set<string>());
  const generation = useRef(0);
  const linkObject = sides?.linkObject;

  const forget = useCallback(() => {
    generation.current++;
    asked.current = new Set();
    setStored(new Map());
    setError(undefined);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another relation or record starts afresh
  useEffect(forget, [linkObject, recordId, forget]);

  useEffect(() => {
    if (!sides) return;
    const fresh = itemIds.filter((id) => !asked.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) asked.current.add(id);
    if (!recordId) {
      setStored((current) => new Map([...current, ...fresh.map((id) => [id, null] as const)]));
      return;
    }
    const mine = generation.current;
    const chunks: string[][] = [];
    for (let start = 0; start < fresh.length; start += itemsPerLinkQuery)
      chunks.push(fresh.slice(start, start + itemsPerLinkQuery));
    Promise.all(chunks.map((ids) => retrieveMultiple(linksToQuery(sides, recordId, ids)))).then(
      (answers) => {
        if (mine !== generation.current) return;
        const found = new Map<string, LinkRow | null>(fresh.map((id) => [id, null]));
        for (const row of answers.flat()) {
          const itemId = linkedItemId(row[sides.itemField]);
          if (itemId && !found.get(itemId)) {
            found.set(itemId, { id: String(row.id), versionnumber: Number(row.versionnumber), itemId });
          }
        }
        setStored((current) => new Map([...current, ...found]));
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        // asked again after a reload (forget)
        setError(failure);
      },
    );
  }, [sides, recordId, itemIds]);

  return { stored, error, forget };
}
