import { describe, expect, it } from 'vitest';
import type { ObjectDefinition } from '../contract/metadata.js';
import { loadTemplate } from '../templates/load-template.js';
import { freshSampleIds } from './fresh-sample-ids.js';

const account: ObjectDefinition = {
  logicalName: 'account',
  displayName: 'Account',
  displayNamePlural: 'Accounts',
  type: 'standard',
  properties: [
    {
      logicalName: 'parentaccountid',
      displayName: 'Parent',
      type: 'Lookup',
      flags: [],
      targets: ['account'],
    },
  ],
};
const activity: ObjectDefinition = {
  logicalName: 'activity',
  displayName: 'Activity',
  displayNamePlural: 'Activities',
  type: 'standard',
  properties: [
    {
      logicalName: 'regardingobjectid',
      displayName: 'Regarding',
      type: 'Lookup',
      flags: [],
      targets: ['account', 'contact'],
    },
    { logicalName: 'note', displayName: 'Note', type: 'String', flags: [] },
  ],
};
const objects = new Map([
  ['account', account],
  ['activity', activity],
]);

const A = '7e3f2866-f71a-5641-be75-6532fda5301c';
const B = '35f04ac6-beb9-5868-817b-b922a638a918';
const seedCurrency = '00000000-0000-4000-8000-000000000001';

describe('freshSampleIds', () => {
  it('gives every declared id a fresh one and rewrites the references to it', () => {
    let n = 0;
    const newId = () => `fresh-${++n}`;
    const [accounts, activities] = freshSampleIds(
      [
        {
          file: 'a.json',
          entity: 'account',
          rows: [
            { id: A, name: 'A' },
            { id: B, parentaccountid: A },
          ],
        },
        {
          file: 'b.json',
          entity: 'activity',
          rows: [
            {
              id: 'c3d4e5f6-0000-4000-8000-000000000000',
              regardingobjectid: { id: B, name: 'account' },
              note: A,
            },
          ],
        },
      ],
      objects,
      newId,
    );
    expect(accounts?.rows).toEqual([
      { id: 'fresh-1', name: 'A' },
      { id: 'fresh-2', parentaccountid: 'fresh-1' },
    ]);
    // a text that happens to hold an id is text, not a reference
    expect(activities?.rows).toEqual([
      { id: 'fresh-3', regardingobjectid: { id: 'fresh-2', name: 'account' }, note: A },
    ]);
  });

  it('keeps ids the sample does not declare, and leaves its input alone', () => {
    const input = [{ file: 'a.json', entity: 'account', rows: [{ id: A, parentaccountid: seedCurrency }] }];
    const [out] = freshSampleIds(input, objects);
    expect(out?.rows[0]?.parentaccountid).toBe(seedCurrency);
    expect(out?.rows[0]?.id).not.toBe(A);
    expect(input[0]?.rows[0]?.id).toBe(A);
  });

  it('leaves no id of the crm sample in place and no reference dangling', () => {
    const crm = loadTemplate('crm');
    const all = new Map(crm.entities.map((entity) => [entity.logicalName, entity]));
    const before = new Set(crm.sample.flatMap((set) => set.rows.map((row) => String(row.id))));
    const after = freshSampleIds(crm.sample, all);
    const ids = new Set(after.flatMap((set) => set.rows.map((row) => String(row.id))));
    expect(ids.size).toBe(before.size);
    for (const id of ids) expect(before.has(id)).toBe(false);
    const text = JSON.stringify(after);
    for (const id of before) expect(text).not.toContain(id);
  });
});
