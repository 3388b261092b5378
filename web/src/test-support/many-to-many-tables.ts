import type { FetchQuery } from '@strata/api/contract/query';
import type { RecordOperation } from '@strata/api/contract/records';
import type { RecordValues } from '../data/data-api';
import type { FormDefinition } from '../forms/form-definition';
import { matchesFilter } from './fake-rows';
import type { FakeRequest, FakeRoute } from './fake-server';
import type { FakeTables } from './record-form';
import { storedRecord } from './record-form';
import { testObject } from './shell-harness';

/**
 * A many-to-many relation with more on each side than one fetch used to load (500): 600 items
 * (t_item, 'Item 001' to 'Item 600') and a parent (t_parent) linked to every one of them through
 * 600 link rows (t_link), and a second parent linked to none. The fake API answers their
 * fetches (record-form.tsx tableRoutes), their counts (aggregate count, which fake-rows.ts does
 * not judge) and an executemultiple of link writes, kept in `batches`.
 */
export const itemCount = 600;
export const linkedParentId = '00000000-0000-4000-8000-00000000b001';
export const bareParentId = '00000000-0000-4000-8000-00000000b002';

const pad = (n: number) => String(n).padStart(3, '0');
export const itemId = (n: number) => `00000000-0000-4000-8000-000000${pad(n)}c00`;
export const linkId = (n: number) => `00000000-0000-4000-8000-000000${pad(n)}d00`;
export const itemName = (n: number) => `Item ${pad(n)}`;

const lookup = (name: string) => ({ type: 'Lookup' as const, flags: [], targets: [name] });
export const parentObject = testObject({
  logicalName: 't_parent',
  displayName: 'Project',
  displayNamePlural: 'Projects',
  type: 'standard',
  properties: [],
});
export const itemObject = testObject({
  logicalName: 't_item',
  displayName: 'Item',
  displayNamePlural: 'Items',
  type: 'standard',
  properties: [],
});
export const linkObject = testObject({
  logicalName: 't_link',
  displayName: 'Project Item',
  displayNamePlural: 'Project Items',
  type: 'many',
  properties: [
    { logicalName: 't_parentid', displayName: 'Project', ...lookup('t_parent') },
    { logicalName: 't_itemid', displayName: 'Item', ...lookup('t_item') },
  ],
});

/** A form of two tabs: General, and `panel` on a tab named Links. */
export function twoTabForm(panel: FormDefinition['panel']): FormDefinition {
  return {
    name: 'main',
    panel: {
      name: 'root',
      type: 'Tabs',
      panels: [{ name: 'general', type: 'Fields', label: 'General', fields: [{ name: 'name' }] }, panel],
    },
  };
}

export function manyToManyTables() {
  const links: RecordValues[] = Array.from({ length: itemCount }, (_, index) => ({
    id: linkId(index + 1),
    versionnumber: 1,
    t_parentid: { id: linkedParentId, name: 't_parent', label: 'Linked project' },
    t_itemid: { id: itemId(index + 1), name: 't_item', label: itemName(index + 1) },
  }));
  const tables: FakeTables = {
    t_parent: [
      storedRecord({ id: linkedParentId, name: 'Linked project' }),
      storedRecord({ id: bareParentId, name: 'Bare project' }),
    ],
    t_item: Array.from({ length: itemCount }, (_, index) => ({
      id: itemId(index + 1),
      name: itemName(index + 1),
    })),
    t_link: links,
  };
  const batches: RecordOperation[][] = [];
  let created = 0;
  const routes: Record<string, FakeRoute> = {
    'POST /api/fetch': (request: FakeRequest) => {
      const query = request.body as FetchQuery;
      if (!query.entity.attributes?.some((attribute) => attribute.aggregate === 'count')) return undefined;
      const rows = tables[query.entity.name] ?? [];
      return [{ count: rows.filter((row) => matchesFilter(row, query.entity.filter)).length }];
    },
    'POST /api/executemultiple': (request: FakeRequest) => {
      const records = (request.body as { records: RecordOperation[] }).records;
      batches.push(records);
      return records.map((operation) => {
        if (operation.name !== 't_link') throw new Error(`unexpected write of ${operation.name}`);
        if (operation.operation === 'delete') {
          const index = links.findIndex((row) => row.id === operation.object.id);
          links.splice(index, 1);
          return { result: String(operation.object.id) };
        }
        created += 1;
        const id = `00000000-0000-4000-8000-000000${String(created).padStart(5, '0')}e`;
        const item = tables.t_item?.find((row) => row.id === operation.object.t_itemid);
        links.push({
          id,
          versionnumber: 1,
          t_parentid: { id: operation.object.t_parentid, name: 't_parent', label: null },
          t_itemid: { id: operation.object.t_itemid, name: 't_item', label: item?.name ?? null },
        });
        return { result: id };
      });
    },
  };
  return { tables, routes, batches };
}
