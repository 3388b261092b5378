import { expect, test } from '@playwright/test';
import { createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

type Activity = { id: string; scheduledstart: string; scheduledend: string };

test.describe('list calendar mode', () => {
  test('shows an activity in the week and moves it by dragging, keeping its duration', async ({ page }) => {
    test.setTimeout(60_000);
    // other tests share the demo org: a unique name finds our own event
    const name = `Cal${Date.now().toString(36)}`;
    await signIn(page);

    // today 10:00 to 11:30 in the browser's time zone, so it lands in the current week's grid
    const start = await page.evaluate(() => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 10, 0).toISOString();
    });
    const duration = 90 * 60_000;
    const end = new Date(Date.parse(start) + duration).toISOString();
    const id = await createRecord(page, 'activity', {
      name,
      activitytypecode: 'Meeting',
      iscompleted: false,
      scheduledstart: start,
      scheduledend: end,
    });

    await page.goto(`${appUrl('demo')}/sales/list/activity?mode=calendar`);
    const calendar = page.getByRole('region', { name: 'Calendar' });
    // month is the default view
    await expect(calendar.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await calendar.getByRole('button', { name: 'Week', exact: true }).click();
    const event = calendar.locator('.cal-event', { hasText: name });
    await expect(event).toBeVisible();
    await event.scrollIntoViewIfNeeded();

    // drag one hour (4 quarter-hour rows of 12 px) down
    const box = await event.boundingBox();
    if (!box) throw new Error('the event has no box');
    const x = box.x + box.width / 2;
    const y = box.y + 6;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 20, { steps: 4 });
    await page.mouse.move(x, y + 48, { steps: 4 });
    await page.mouse.up();

    const expected = new Date(Date.parse(start) + 3_600_000).toISOString();
    const query = {
      entity: {
        name: 'activity',
        attributes: [{ attribute: 'id' }, { attribute: 'scheduledstart' }, { attribute: 'scheduledend' }],
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
      },
    };
    await expect
      .poll(async () => {
        const [row] = await fetchRows<Activity>(page, query);
        return row ? new Date(row.scheduledstart).toISOString() : null;
      })
      .toBe(expected);
    const [moved] = await fetchRows<Activity>(page, query);
    expect(Date.parse(moved?.scheduledend ?? '') - Date.parse(moved?.scheduledstart ?? '')).toBe(duration);
    // the grid shows the event at its new place after the reload
    await expect(event).toBeVisible();
  });
});
