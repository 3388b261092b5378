import { describe, expect, it } from 'vitest';
import type { ListColumn } from '../../../list-views/columns.js';
import type { ObjectMeta, PropertyMeta } from '../../../metadata/object-metadata.js';
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
  it('makes a lane per option in order, with colours and the server counts', () => {
    const counts = countsFromGroups([
      { g: 'develop', c: 2 },
      { g: 'qualify', c: '1' },
    ]);
    const lanes = buildLanes(stage, counts);
    expect(lanes.map((lane) => [lane.key, lane.value, lane.label, lane.color, lane.count])).toEqual([
      ['qualify', 'qualify', 'Qualify', '#8a8886', 1],
      ['develop', 'develop', 'Develop', '#0071eb', 2],
    ]);
  });

  it('leaves counts unknown until they answer, and an option nobody holds at 0', () => {
    expect(buildLanes(stage, undefined).map((lane) => lane.count)).toEqual([undefined, undefined]);
    expect(buildLanes(stage, countsFromGroups([{ g: 'develop', c: 3 }])).map((lane) => lane.count)).toEqual([
      0, 3,
    ]);
  });

  it('adds lanes for unknown values and no value, from the counts or the loaded rows', () => {
    const counts = countsFromGroups([
      { g: 'lost', c: 4 },
      { g: null, c: 2 },
      { g: 'gone', c: 0 },
    ]);
    expect(buildLanes(stage, counts).map((lane) => [lane.value, lane.count])).toEqual([
      ['qualify', 0],
      ['develop', 0],
      ['lost', 4],
      [null, 2],
    ]);
    const fromRows = buildLanes(stage, undefined, [
      { id: 'a', stage: '' },
      { id: 'b', stage: 'won' },
    ]);
    expect(fromRows.map((lane) => [lane.key, lane.value])).toEqual([
      ['qualify', 'qualify'],
      ['develop', 'develop'],
      ['won', 'won'],
      ['', null],
    ]);
  });

  it('matches integer options given as text and keeps the server value for the lane query', () => {
    const counts = countsFromGroups([
      { g: 1, c: '7' },
      { g: null, c: 2 },
      { g: '', c: 1 },
      { g: 9, c: 1 },
    ]);
    const lanes = buildLanes(rating, counts, [{ id: 'a', rating: '1' }]);
    expect(lanes.map((lane) => [lane.key, lane.value, lane.count])).toEqual([
      ['1', 1, 7],
      ['2', 2, 0],
      ['9', 9, 1],
      ['', null, 3],
    ]);
  });
});
