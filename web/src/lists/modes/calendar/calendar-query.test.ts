import { describe, expect, it } from 'vitest';
import { calendarQuery } from './calendar-query.js';

const fields = { start: 'scheduledstart', end: 'scheduledend', name: 'name', groupBy: null };
const iso = (month: number, day: number) => new Date(2024, month - 1, day).toISOString();

describe('calendar query', () => {
  it("keeps the list's filter and adds the -10/+40 day window on the start", () => {
    const listFilter = { conditions: [{ attribute: 'statecode', operator: 'eq' as const, value: 0 }] };
    const query = calendarQuery(
      {
        entity: { name: 'activity', attributes: [{ attribute: 'name' }], filter: listFilter },
        page: 3,
        pageSize: 50,
      },
      fields,
      2024,
      5,
    );
    expect(query).toEqual({
      entity: {
        name: 'activity',
        allattrs: true,
        filter: {
          type: 'and',
          filters: [
            listFilter,
            {
              type: 'and',
              conditions: [
                { attribute: 'scheduledstart', operator: 'ge', value: iso(5, 22) },
                { attribute: 'scheduledstart', operator: 'lt', value: iso(7, 11) },
              ],
            },
          ],
        },
        orders: [{ attribute: 'scheduledstart' }],
      },
      count: 500,
    });
  });

  it('uses the window alone when the list has no filter', () => {
    const query = calendarQuery({ entity: { name: 'activity' } }, fields, 2024, 0);
    expect(query.entity.filter?.conditions?.[0]).toEqual({
      attribute: 'scheduledstart',
      operator: 'ge',
      value: new Date(2023, 11, 22).toISOString(),
    });
  });
});
