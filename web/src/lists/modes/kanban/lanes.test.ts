import { describe, expect, it } from 'vitest';
import type { ObjectMeta, PropertyMeta } from '../../../metadata/object-metadata.js';
import type { ListColumn } from '../../views/columns.js';
import { buildLanes, countsFromGroups, pickKanbanField } from './lanes.js';

const stage: PropertyMeta = {
  logicalName: 'stage',
  displayName: 'Stage',
  type: 'String',
  flags: ['OptionSet'],
  richOptions: [
    { value: 'qualify', label: 'Qualify', color: '#8a8886' },
    { value: 'develop', label: 'Develop', color: '#0071eb' },
  ],
};
const rating: PropertyMeta = {
  logicalName: 'rating',
  displayName: 'Rating',
  type: 'Integer',
  flags: ['OptionSet'],
  richOptions: [
    { value: 1, label: 'Hot' },
    { value: 2, label: 'Cold' },
  ],
};
const name: PropertyMeta = { logicalName: 'name', displayName: 'Name', type: 'String', flags: [] };
const object = {
  logicalName: 'opportunity',
  displayName: 'Opportunity',
  displayNamePlural: 'Opportunities',
  type: 'standard',
  properties: [name, rating, stage],
} as ObjectMeta;
const column = (property: PropertyMeta) =>
  ({ attribute: property.logicalName, key: property.logicalName, property }) as ListColumn;

describe('pickKanbanField', () => {
  it('prefers the view setting, then option-set columns, then the entity', () => {
    expect(pickKanbanField({ kanban: { field: 'stage' } }, [column(rating)], object)).toBe(stage);
    expect(pickKanbanField({ kanbanField: 'rating' }, [], object)).toBe(rating);
    expect(pickKanbanField({}, [column(name), column(stage)], object)).toBe(stage);
    expect(pickKanbanField({}, [column(name)], object)).toBe(rating);
  });

  it('ignores a configured field that is no option set', () => {
    expect(pickKanbanField({ kanbanField: 'name' }, [column(stage)], object)).toBe(stage);
  });
});

describe('buildLanes', () => {
  it('makes a lane per option in order, with colours and the rows of each', () => {
    const lanes = buildLanes(stage, [
      { id: 'a', stage: 'develop' },
      { id: 'b', stage: 'qualify' },
      { id: 'c', stage: 'develop' },
    ]);
    expect(lanes.map((lane) => [lane.value, lane.label, lane.color, lane.count])).toEqual([
      ['qualify', 'Qualify', '#8a8886', 1],
      ['develop', 'Develop', '#0071eb', 2],
    ]);
  });

  it('adds an empty lane for rows without a value and a lane for unknown values', () => {
    const lanes = buildLanes(stage, [
      { id: 'a', stage: null },
      { id: 'b', stage: 'lost' },
    ]);
    expect(lanes.map((lane) => lane.value)).toEqual(['qualify', 'develop', 'lost', null]);
  });

  it('matches integer options given as text and uses aggregate counts', () => {
    const counts = countsFromGroups([
      { g: 1, c: '7' },
      { g: null, c: 2 },
    ]);
    const lanes = buildLanes(rating, [{ id: 'a', rating: '1' }], counts);
    expect(lanes.map((lane) => [lane.value, lane.count, lane.rows.length])).toEqual([
      [1, 7, 1],
      [2, 0, 0],
      [null, 2, 0],
    ]);
  });
});
