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

    // dragging the bottom edge half an hour down makes it longer; the start stays
    const grown = await event.boundingBox();
    if (!grown) throw new Error('the moved event has no box');
    const bottom = grown.y + grown.height - 2;
    await page.mouse.move(x, bottom);
    await page.mouse.down();
    await page.mouse.move(x, bottom + 24, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => {
        const [row] = await fetchRows<Activity>(page, query);
        return row ? Date.parse(row.scheduledend) - Date.parse(row.scheduledstart) : null;
      })
      .toBe(duration + 30 * 60_000);
    const [resized] = await fetchRows<Activity>(page, query);
    expect(new Date(resized?.scheduledstart ?? '').toISOString()).toBe(expected);

    // the chosen view is remembered for the entity
    await page.reload();
    await expect(calendar.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // a double-click on an empty slot (15:00 of the same day) opens a new record starting there
    const column = calendar.locator('.cal-event', { hasText: name }).locator('xpath=..');
    await column.dblclick({ position: { x: 3, y: 60 * 12 + 2 } });
    await expect(page).toHaveURL(/\/sales\/edit\/activity\/0\?init=/);
    const init = JSON.parse(new URL(page.url()).searchParams.get('init') ?? '{}') as Record<string, string>;
    const slot = await page.evaluate((iso) => {
      const day = new Date(iso);
      return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 15, 0).toISOString();
    }, start);
    expect(init).toEqual({
      scheduledstart: slot,
      scheduledend: new Date(Date.parse(slot) + 3_600_000).toISOString(),
    });
  });
});
