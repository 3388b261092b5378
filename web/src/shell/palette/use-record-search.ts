import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { retrieveMultiple } from '../../data/data-api';
import { foldText } from './palette-items';

export type FoundRecord = { entity: string; id: string; name: string };

/** Records of one entity per search: a handful, the palette is for jumping, not for browsing. */
const perEntity = 5;
/** Searching starts at this many characters and this long after the last key. */
const minLength = 2;
const quietMs = 200;

function useQuiet(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), quietMs);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * Records whose name holds the typed text, in each of `entities` (a small fetch each, in
 * parallel, with the user's read rights: the data API applies them). An entity whose fetch fails
 * is left out rather than failing the search. `searching` while the typed text is not answered yet.
 */
export function useRecordSearch(
  text: string,
  entities: readonly string[],
): { records: FoundRecord[]; searching: boolean } {
  const trimmed = text.trim();
  const settled = useQuiet(trimmed);
  const key =
    settled.length >= minLength && entities.length > 0 ? ['palette-search', settled, ...entities] : null;
  const { data, isLoading } = useSWR(
    key,
    async () => {
      const pattern = `%${settled.replace(/[\\%_]/g, '\\$&')}%`;
      const found = await Promise.all(
        entities.map(async (entity) => {
          try {
            const rows = await retrieveMultiple({
              entity: {
                name: entity,
                attributes: [{ attribute: 'name' }],
                filter: { conditions: [{ attribute: 'name', operator: 'like', value: pattern }] },
                orders: [{ attribute: 'name' }],
              },
              count: perEntity,
            });
            return rows.map((row) => ({ entity, id: String(row.id), name: String(row.name ?? '') }));
          } catch {
            return [];
          }
        }),
      );
      return found.flat();
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  // a previous answer stays while the next is on its way, but only the records that still match
  const records = useMemo(() => {
    if (trimmed.length < minLength || !data) return [];
    const typed = foldText(trimmed);
    return data.filter((record) => foldText(record.name).includes(typed));
  }, [data, trimmed]);
  const searching = trimmed.length >= minLength && (settled !== trimmed || isLoading);
  return { records, searching };
}
