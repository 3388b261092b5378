import { useEffect, useState } from 'react';
import { retrieveMultiple } from '../../api/data-api';

/** A record found; `label` null for a record without a name (shown as '(No name)'). */
export type NameHit = { id: string; label: string | null };

/**
 * Records of an entity whose name matches what the user typed, searched 250 ms after the last
 * keystroke (a stale search is aborted), ordered by name; every record when nothing is typed.
 * `pattern` turns the typed text into the like pattern: a prefix or a contains.
 */
export function useNameSearch(
  target: string,
  text: string,
  pattern: (text: string) => string,
  count = 10,
): { found: NameHit[]; failed: boolean } {
  const [found, setFound] = useState<NameHit[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    const typed = text.trim();
    const timer = setTimeout(() => {
      retrieveMultiple<{ id: string; name: string | null }>(
        {
          entity: {
            name: target,
            attributes: [{ attribute: 'name' }],
            ...(typed
              ? { filter: { conditions: [{ attribute: 'name', operator: 'like', value: pattern(typed) }] } }
              : {}),
            orders: [{ attribute: 'name' }],
          },
          pageSize: count,
        },
        abort.signal,
      ).then(
        (rows) => {
          setFailed(false);
          setFound(rows.map((row) => ({ id: row.id, label: row.name })));
        },
        () => !abort.signal.aborted && setFailed(true),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [target, text, pattern, count]);
  return { found, failed };
}
