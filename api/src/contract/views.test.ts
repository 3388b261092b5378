import { describe, expect, it } from 'vitest';
import { formBodySchema, homeBodySchema, listBodySchema } from './views.js';

describe('home menu bodies', () => {
  it('let an entity item name the saved view its n/{uniqueName} list opens', () => {
    const body = { items: [{ kind: 'entity', name: 'account', uniqueName: 'customers', view: 'customers' }] };
    expect(homeBodySchema.parse(body)).toEqual(body);
  });

  it('refuse unknown keys and over-long view names', () => {
    expect(
      homeBodySchema.safeParse({ items: [{ kind: 'entity', name: 'account', viewName: 'x' }] }).success,
    ).toBe(false);
    expect(homeBodySchema.safeParse({ items: [{ kind: 'entity', view: 'v'.repeat(101) }] }).success).toBe(
      false,
    );
  });
});

describe('ActivityFeed panels', () => {
  const form = (panel: Record<string, unknown>) =>
    formBodySchema.safeParse({ panel: { name: 'root', type: 'Tabs', panels: [panel] } });

  it('are a panel type with a list of tracked fields', () => {
    expect(form({ name: 'feed', type: 'ActivityFeed', tracked: ['stage', 'estimatedvalue'] }).success).toBe(
      true,
    );
  });

  it('refuse a tracked list that is not field names', () => {
    const result = form({ name: 'feed', type: 'ActivityFeed', tracked: 'stage' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['panel', 'panels', 0, 'tracked']);
    expect(form({ name: 'feed', type: 'ActivityFeed', tracked: [''] }).success).toBe(false);
  });
});

describe('AssociatedList panels', () => {
  const form = (panel: Record<string, unknown>) =>
    formBodySchema.safeParse({ panel: { name: 'root', type: 'Tabs', panels: [panel] } });
  const related = {
    name: 'calls',
    type: 'AssociatedList',
    objectName: 'activity',
    relationField: 'regardingid',
  };

  it('take excludedColumns, newParams and an extraFetch filter', () => {
    const result = form({
      ...related,
      excludedColumns: ['createdon'],
      newParams: { activitytypecode: 'Call', priority: 2, done: false, note: null },
      extraFetch: { conditions: [{ attribute: 'activitytypecode', operator: 'eq', value: 'Call' }] },
    });
    expect(result.success).toBe(true);
  });

  it('refuse an extraFetch that is not a filter and newParams that are not plain values, saying where', () => {
    const badFilter = form({
      ...related,
      extraFetch: { conditions: [{ attribute: 'x', operator: 'sounds-like' }] },
    });
    expect(badFilter.success).toBe(false);
    expect(badFilter.error?.issues[0]?.path.slice(0, 4)).toEqual(['panel', 'panels', 0, 'extraFetch']);
    const badParams = form({ ...related, newParams: { regardingid: { id: 'x' } } });
    expect(badParams.error?.issues[0]?.path).toEqual(['panel', 'panels', 0, 'newParams', 'regardingid']);
    expect(form({ ...related, excludedColumns: 'createdon' }).success).toBe(false);
  });
});

describe('form headers', () => {
  const form = (header: unknown) =>
    formBodySchema.safeParse({ panel: { name: 'root', type: 'Fields', fields: [] }, header });

  it('name up to four key fields', () => {
    expect(form({ fields: ['revenue', 'industrycode', 'ownerid', 'accountnumber'] }).success).toBe(true);
    expect(form({ fields: [] }).success).toBe(true);
    expect(form(undefined).success).toBe(true);
  });

  it('refuse a fifth field, a field named twice, an empty name and unknown keys, saying which', () => {
    const five = form({ fields: ['a', 'b', 'c', 'd', 'e'] });
    expect(five.success).toBe(false);
    expect(five.error?.issues[0]?.path).toEqual(['header', 'fields']);
    expect(five.error?.issues[0]?.message).toBe('a form header shows at most 4 fields');
    expect(form({ fields: ['revenue', 'revenue'] }).error?.issues[0]?.message).toBe(
      'a header field is named twice',
    );
    expect(form({ fields: [''] }).error?.issues[0]?.path).toEqual(['header', 'fields', 0]);
    expect(form({ fields: ['revenue'], colour: 'red' }).success).toBe(false);
    expect(form(['revenue']).success).toBe(false);
  });
});

describe('list view kanban settings', () => {
  const list = (kanban: unknown) =>
    listBodySchema.safeParse({ query: { entity: { name: 'opportunity' } }, kanban });

  it('name the lane field and the field lane headers total, or no total', () => {
    expect(list({ field: 'stage', totalField: 'estimatedvalue' }).success).toBe(true);
    expect(list({ totalField: false }).success).toBe(true);
    expect(list(undefined).success).toBe(true);
  });

  it('refuse a total field that is no field name', () => {
    const result = list({ totalField: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['kanban', 'totalField']);
    expect(list({ totalField: '' }).success).toBe(false);
    expect(list('stage').success).toBe(false);
  });
});
