import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn, signInWithoutOpening } from './helpers.js';

/**
 * What's Next over the demo organisation and the crm template's rules. Records made through the
 * API are created now, so the rule "Leads untouched for 3 days" (a new lead gets 3 days) lists
 * them once the reference date is next week (+8 days), not today: that is the filter checked.
 */
const leadsCategory = 'Leads untouched for 3 days';

async function otherUserId(page: Page): Promise<string> {
  const [user] = await fetchRows<{ id: string }>(page, {
    entity: {
      name: 'systemuser',
      attributes: [{ attribute: 'id' }],
      filter: {
        conditions: [{ attribute: 'emailaddress', operator: 'eq', value: 'lucia.horvathova@example.com' }],
      },
    },
  });
  if (!user) throw new Error('the demo has no sample user Lucia');
  return user.id;
}

test.describe("What's Next", () => {
  test('lists the records each rule finds, follows the filters and opens a record', async ({ page }) => {
    const tag = randomBytes(4).toString('hex');
    await signIn(page);
    const mine = `WN lead mine ${tag}`;
    const theirs = `WN lead theirs ${tag}`;
    const mineId = await createRecord(page, 'lead', { name: mine, lastname: 'Mine' });
    await createRecord(page, 'lead', { name: theirs, lastname: 'Theirs', ownerid: await otherUserId(page) });

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: "What's Next" }).click();
    await expect(page).toHaveURL(/\/sales\/whatsnext$/);
    await expect(page.getByRole('heading', { name: "What's Next", level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Records due' });
    await expect(table.getByRole('columnheader')).toHaveText(['Category', 'Name', 'Created On', 'Action']);
    // today: the new lead still has its 3 days of grace
    await expect(table.getByRole('row').first()).toBeVisible();
    await expect(page.getByRole('link', { name: mine })).toHaveCount(0);

    const scheduled = page.getByRole('group', { name: 'Scheduled' });
    await scheduled.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(/scheduled=next-week/);
    const mineRow = table.getByRole('row').filter({ hasText: mine });
    await expect(mineRow.getByRole('cell').first()).toHaveText(leadsCategory);
    await expect(table.getByRole('row').filter({ hasText: theirs })).toHaveCount(0);

    const owner = page.getByRole('group', { name: 'Owner' });
    await owner.getByRole('button', { name: 'Everyone' }).click();
    await expect(table.getByRole('row').filter({ hasText: theirs }).getByRole('cell').first()).toHaveText(
      leadsCategory,
    );
    await expect(mineRow).toBeVisible();
    await owner.getByRole('button', { name: 'Me' }).click();
    await expect(table.getByRole('row').filter({ hasText: theirs })).toHaveCount(0);

    await scheduled.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByRole('link', { name: mine })).toHaveCount(0);
    // by keyboard: arrows move the choice, Enter on a name opens the record
    await page.keyboard.press('ArrowLeft');
    await expect(scheduled.getByRole('button', { name: 'Next week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(scheduled.getByRole('button', { name: 'Next week' })).toBeFocused();
    await mineRow.getByRole('link', { name: mine }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/sales/edit/lead/${mineId}$`));
  });

  test('a reminder marked done leaves the list', async ({ page }) => {
    const name = `WN call back ${randomBytes(4).toString('hex')}`;
    await signInWithoutOpening(page);
    await createRecord(page, 'activity', {
      name,
      activitytypecode: 'Call',
      scheduledstart: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      iscompleted: false,
    });
    await page.goto(`${appUrl('demo')}/sales/whatsnext`);
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await expect(reminders.getByRole('link', { name })).toBeVisible();
    await reminders.getByRole('button', { name: `Mark ${name} done` }).click();
    await expect(reminders.getByRole('link', { name })).toHaveCount(0);
    const [stored] = await fetchRows<{ iscompleted: boolean }>(page, {
      entity: {
        name: 'activity',
        attributes: [{ attribute: 'iscompleted' }],
        filter: { conditions: [{ attribute: 'name', operator: 'eq', value: name }] },
      },
    });
    expect(stored?.iscompleted).toBe(true);
  });
});
