import { describe, expect, it } from 'vitest';
import type { ListViewBody } from '../../list-views/list-definition.js';
import type { PropertyMeta } from '../../metadata/object-metadata.js';
import { viewNameFor } from './save-list-view.js';
import {
  addColumn,
  addQuickFilter,
  bodyToSave,
  clampWidth,
  columnCandidates,
  columnsOf,
  moveColumn,
  moveQuickFilter,
  removeColumn,
  removeQuickFilter,
  resizeColumn,
  updateColumn,
  updateQuickFilter,
} from './view-edits.js';

const property = (logicalName: string, type: PropertyMeta['type'], flags: PropertyMeta['flags'] = []) =>
  ({ logicalName, displayName: logicalName.toUpperCase(), type, flags }) as PropertyMeta;

const body: ListViewBody = {
  query: { entity: { name: 'account', attributes: [{ attribute: 'name' }, { attribute: 'city' }] } },
  columns: [{ attribute: 'name', width: 200 }, { attribute: 'city', width: 120 }, { attribute: 'phone' }],
  quickFilters: [
    { name: 'state', type: 'options', propertyName: 'statecode' },
    { name: 'mine', type: 'owner' },
  ],
};

describe('column edits in customise mode', () => {
  it('moves a column to the place it was dropped on, in either direction', () => {
    expect(columnsOf(moveColumn(body, 0, 2)).map((column) => column.attribute)).toEqual([
      'city',
      'phone',
      'name',
    ]);
    expect(columnsOf(moveColumn(body, 2, 0)).map((column) => column.attribute)).toEqual([
      'phone',
      'name',
      'city',
    ]);
    expect(columnsOf(moveColumn(body, 1, 9)).map((column) => column.attribute)).toEqual([
      'name',
      'city',
      'phone',
    ]);
  });

  it('never changes the body it was given', () => {
    const before = JSON.stringify(body);
    moveColumn(body, 0, 1);
    removeColumn(body, 'city');
    resizeColumn(body, 'name', 300);
    addColumn(body, property('email', 'String'));
    expect(JSON.stringify(body)).toBe(before);
  });

  it('removes a column but keeps its attribute in the query', () => {
    const next = removeColumn(body, 'city');
    expect(columnsOf(next).map((column) => column.attribute)).toEqual(['name', 'phone']);
    expect(next.query.entity.attributes).toEqual(body.query.entity.attributes);
  });

  it('resizes within 40 to 1200 px', () => {
    expect(columnsOf(resizeColumn(body, 'name', 10))[0]?.width).toBe(40);
    expect(columnsOf(resizeColumn(body, 'name', 5000))[0]?.width).toBe(1200);
    expect(columnsOf(resizeColumn(body, 'name', 251.6))[0]?.width).toBe(252);
    expect(clampWidth(Number.NaN)).toBe(150);
  });

  it('drops settings set to undefined', () => {
    const next = updateColumn(body, 'name', { label: 'Title', width: undefined });
    expect(columnsOf(next)[0]).toEqual({ attribute: 'name', label: 'Title' });
  });

  it('adds a column and selects its attribute, once', () => {
    const next = addColumn(body, property('email', 'String'));
    expect(columnsOf(next).at(-1)).toEqual({ attribute: 'email', width: 150 });
    expect(next.query.entity.attributes).toContainEqual({ attribute: 'email' });
    expect(addColumn(next, property('email', 'String'))).toBe(next);
    const selected = addColumn(body, property('city', 'String'));
    expect(selected).toBe(body);
  });

  it('writes out the query attributes as columns for a view without columns', () => {
    const bare: ListViewBody = {
      query: {
        entity: {
          name: 'account',
          attributes: [{ attribute: 'name' }, { attribute: 'id', aggregate: 'count' }],
        },
      },
    };
    expect(columnsOf(moveColumn(bare, 0, 0))).toEqual([{ attribute: 'name' }]);
  });

  it('offers only properties not shown and readable in a grid', () => {
    const candidates = columnCandidates(body, [
      property('name', 'String'),
      property('email', 'String'),
      property('versionnumber', 'VersionNumber'),
      property('data', 'String', ['Json']),
      property('amount', 'Money'),
    ]);
    expect(candidates.map((item) => item.logicalName)).toEqual(['amount', 'email']);
  });
});

describe('quick filter edits in customise mode', () => {
  it('reorders, updates and removes the view filters', () => {
    expect(moveQuickFilter(body, 1, 0).quickFilters?.map((item) => item.name)).toEqual(['mine', 'state']);
    expect(
      updateQuickFilter(body, 'state', { label: 'Status', multiSelect: true }).quickFilters?.[0],
    ).toEqual({
      name: 'state',
      type: 'options',
      propertyName: 'statecode',
      label: 'Status',
      multiSelect: true,
    });
    expect(removeQuickFilter(body, 'state').quickFilters?.map((item) => item.name)).toEqual(['mine']);
  });

  it('adds a filter of the kind fitting the property, with a unique name', () => {
    const once = addQuickFilter(body, property('createdon', 'DateTime'));
    expect(once.quickFilters?.at(-1)).toMatchObject({
      name: 'createdon',
      type: 'daterange',
      propertyName: 'createdon',
    });
    const twice = addQuickFilter(once, property('createdon', 'DateTime'));
    expect(twice.quickFilters?.at(-1)?.name).toBe('createdon_2');
    expect(
      addQuickFilter(body, property('stage', 'Integer', ['OptionSet'])).quickFilters?.at(-1),
    ).toMatchObject({
      type: 'options',
      multiSelect: true,
    });
  });
});

describe('saving a view', () => {
  it('saves the sort the user chose as the view order', () => {
    const orders = [{ attribute: 'city', descending: true }];
    expect(bodyToSave(body, orders).query.entity.orders).toEqual(orders);
    expect(bodyToSave(body, undefined)).toBe(body);
  });

  it('names a new view from its label, unique among the entity views', () => {
    expect(viewNameFor('My Big Deals', [])).toBe('my_big_deals');
    expect(viewNameFor('Účty v Žiline', [])).toBe('ucty_v_ziline');
    expect(viewNameFor('My Big Deals', ['my_big_deals', 'my_big_deals_2'])).toBe('my_big_deals_3');
    expect(viewNameFor('!!!', [])).toBe('view');
    expect(viewNameFor('x'.repeat(100), []).length).toBe(60);
  });
});
