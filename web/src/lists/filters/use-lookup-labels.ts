import { useEffect } from 'react';
import { type LookupValue, retrieveMultiple } from '../../data/data-api';
import type { QuickFilterDefinition } from '../../list-views/quick-filter';
import type { FilterState } from './use-filter-state';

/** Lookup values of a selection whose label is still unknown (an initialOption given as ids). */
export function unlabelled(values: readonly unknown[] | undefined): LookupValue[] {
  return (values ?? []).filter(
    (value): value is LookupValue =>
      typeof value === 'object' && value !== null && 'id' in value && !('label' in value),
  );
}

/**
 * A lookup filter that starts from record ids (initialOption) knows their ids but not their
 * names: one fetch per such filter fills the labels in, so the chip reads "Acme" instead of
 * "(no name)". Ids the user may not read (or that are gone), and a failed lookup, give a null
 * label, so nothing is fetched again.
 */
export function useLookupLabels(definitions: readonly QuickFilterDefinition[], state: FilterState): void {
  const { selections, setSelection } = state;
  useEffect(() => {
    const controller = new AbortController();
    for (const definition of definitions) {
      if (definition.type !== 'lookup') continue;
      const values = selections[definition.name]?.values;
      const missing = unlabelled(values);
      const target = missing[0]?.name;
      if (!target) continue;
      retrieveMultiple<{ id: string; name?: string | null }>(
        {
          entity: {
            name: target,
            attributes: [{ attribute: 'id' }, { attribute: 'name' }],
            filter: {
              type: 'and',
              conditions: [{ attribute: 'id', operator: 'in', value: missing.map((v) => v.id) }],
            },
          },
          page: 1,
          pageSize: missing.length,
        },
        controller.signal,
      )
        .then(
          (rows) => new Map(rows.map((row) => [row.id, row.name ?? null])),
          // a failed name lookup is not tried again on every change: the chip says '(no name)'
          () => new Map<string, string | null>(),
        )
        .then((names) => {
          if (controller.signal.aborted) return;
          setSelection(definition.name, {
            values: (values ?? []).map((value) =>
              missing.includes(value as LookupValue)
                ? { ...(value as LookupValue), label: names.get((value as LookupValue).id) ?? null }
                : value,
            ),
          });
        });
    }
    return () => controller.abort();
  }, [definitions, selections, setSelection]);
}
