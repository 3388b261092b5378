import { describe, expect, it } from 'vitest';
import type { PropertyMeta } from '../metadata/object-metadata.js';
import { type FilterContext, filterConditions } from './build-filter.js';
import type { QuickFilterDefinition } from './quick-filter.js';

const channels = {
  logicalName: 'channels',
  displayName: 'Channels',
  type: 'Integer',
  flags: ['OptionSet', 'MultiSelect'],
} as PropertyMeta;
const stage = {
  logicalName: 'stage',
  displayName: 'Stage',
  type: 'Integer',
  flags: ['OptionSet'],
} as PropertyMeta;

const context: FilterContext = {
  now: new Date('2026-11-23T10:00:00Z'),
  userId: 'me',
  teamUserIds: [],
  propertyOf: (definition) => ({ channels, stage })[definition.propertyName ?? ''],
  linkAliases: [],
};

describe('option filters on a multi-select (a bitmap)', () => {
  const filter: QuickFilterDefinition = {
    name: 'channels',
    type: 'options',
    propertyName: 'channels',
    multiSelect: true,
  };

  it('match records with any chosen option set, not equal bitmaps', () => {
    expect(filterConditions(filter, { values: [2] }, context)).toEqual([
      { attribute: 'channels', operator: 'contain-values', value: [2] },
    ]);
    expect(filterConditions(filter, { values: [0, '3'] }, context)).toEqual([
      { attribute: 'channels', operator: 'contain-values', value: [0, 3] },
    ]);
  });

  it('leave plain option sets on eq and in', () => {
    const plain: QuickFilterDefinition = {
      name: 'stage',
      type: 'options',
      propertyName: 'stage',
      multiSelect: true,
    };
    expect(filterConditions(plain, { values: [2] }, context)).toEqual([
      { attribute: 'stage', operator: 'eq', value: 2 },
    ]);
    expect(filterConditions(plain, { values: [1, 2] }, context)).toEqual([
      { attribute: 'stage', operator: 'in', value: [1, 2] },
    ]);
  });
});
