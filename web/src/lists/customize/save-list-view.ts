import { restoreSourceLabels } from '@strata/api/contract/localization-keys';
import { updateRecord } from '../../data/data-api';
import type { ListViewBody } from '../../list-views/list-definition';
import type { ViewRecord } from '../../metadata/views';

/**
 * A view name from its label: lower-case letters, digits and underscores (names go into URLs
 * as ?view=), unique among the entity's views by a number suffix.
 */
export function viewNameFor(label: string, taken: readonly string[]): string {
  const base =
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'view';
  const names = new Set(taken);
  let name = base;
  for (let n = 2; names.has(name); n++) name = `${base}_${n}`;
  return name;
}

/**
 * Stores the customised body in the view being shown, with the version the draft started
 * from: a change saved meanwhile fails as ERR_8001 rather than being overwritten.
 */
export async function saveListView(
  view: ViewRecord<ListViewBody>,
  body: ListViewBody,
  baseVersion: number | undefined,
): Promise<void> {
  await updateRecord(
    'inu_view',
    {
      id: view.id,
      versionnumber: baseVersion ?? view.versionnumber,
      // labels still showing their translation keep the stored text (docs/localization.md)
      body: JSON.stringify(restoreSourceLabels(view, body, view.body, view.sourceBody)),
    },
    'update',
  );
}

/** Creates a new saved view of the entity; private views are seen only by their owner. */
export async function createListView(options: {
  entity: string;
  label: string;
  isPrivate: boolean;
  body: ListViewBody;
  takenNames: readonly string[];
}): Promise<string> {
  const name = viewNameFor(options.label, options.takenNames);
  await updateRecord(
    'inu_view',
    {
      name,
      label: options.label,
      kind: 'view',
      objectname: options.entity,
      isprivate: options.isPrivate,
      body: JSON.stringify(options.body),
    },
    'create',
  );
  return name;
}
