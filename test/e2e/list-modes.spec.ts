import { expect, type Page, test } from '@playwright/test';
import { createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening } from './helpers.js';

/**
 * The map and chart modes of a list (kanban.spec.ts has the kanban mode). Other tests share
 * the demo organisation, so each test makes its own uniquely named records and searches for
 * them: counts are of those only.
 */

/** Opens a list and narrows it to this test's records with the search box. */
async function openList(page: Page, entity: string, prefix: string): Promise<void> {
  await page.goto(`${appUrl('demo')}/sales/list/${entity}`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
}

test.describe('list modes', () => {
  // five engineers share two cores: the default 30 s is tight for three saves and reloads
  test.describe.configure({ timeout: 90_000 });
  test('map: records with coordinates are markers whose popup opens the record', async ({ page }) => {
    const prefix = `Map${Date.now().toString(36)}`;
    await signInWithoutOpening(page);
    const bratislava = await createRecord(page, 'account', {
      name: `${prefix} Bratislava`,
      address1_latitude: 48.1486,
      address1_longitude: 17.1077,
    });
    const trnavaId = await createRecord(page, 'account', {
      name: `${prefix} Trnava`,
      address1_latitude: 48.3774,
      address1_longitude: 17.5872,
    });
    await createRecord(page, 'account', { name: `${prefix} Nowhere` });
    await openList(page, 'account', prefix);
    await expect(page.getByRole('grid', { name: 'Accounts' })).toContainText(`${prefix} Trnava`);

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/mode=map/);
    await expect(page.locator('.map-mode-marker')).toHaveCount(2);
    await expect(page.getByText('Records on the map: 2')).toBeVisible();

    // dragging a marker saves the record's new coordinates
    const trnava = page.locator(`.map-mode-marker[title="${prefix} Trnava"]`);
    const latitudeOf = async (id: string) =>
      (
        await fetchRows<{ address1_latitude: number }>(page, {
          entity: {
            name: 'account',
            attributes: [{ attribute: 'address1_latitude' }],
            filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
          },
        })
      )[0]?.address1_latitude;
    // On a busy machine the map may still be fitting its markers (an animation, or a refit after
    // a late reload) when the drag starts, and the drag then misses: measure again and retry.
    let saved = false;
    for (let attempt = 0; attempt < 3 && !saved; attempt++) {
      // wait until the marker stands still
      let box = await trnava.boundingBox();
      await expect
        .poll(async () => {
          const previous = box;
          box = await trnava.boundingBox();
          return previous !== null && box !== null && previous.x === box.x && previous.y === box.y;
        })
        .toBe(true);
      if (!box) throw new Error('the Trnava marker has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 40, { steps: 8 });
      await page.mouse.up();
      // south-east on the screen is a lower latitude
      saved = await expect
        .poll(async () => Number(await latitudeOf(trnavaId)), { timeout: 5_000 })
        .toBeLessThan(48.3774)
        .then(
          () => true,
          () => false,
        );
    }
    expect(Number(await latitudeOf(trnavaId))).toBeLessThan(48.3774);

    await page.locator(`.map-mode-marker[title="${prefix} Bratislava"]`).click();
    await page
      .locator('.leaflet-popup')
      .getByRole('button', { name: `${prefix} Bratislava` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/sales/edit/account/${bratislava}$`));
  });

  test('chart: bars over the list, a click lists the group', async ({ page }) => {
    const prefix = `Chr${Date.now().toString(36)}`;
    await signInWithoutOpening(page);
    await createRecord(page, 'opportunity', { name: `${prefix} A`, stage: 'develop', estimatedvalue: 100 });
    await createRecord(page, 'opportunity', { name: `${prefix} B`, stage: 'close', estimatedvalue: 200 });
    await openList(page, 'opportunity', prefix);
    await expect(page.getByRole('grid', { name: 'Opportunities' })).toContainText(`${prefix} B`);

    await page.getByRole('button', { name: 'Chart', exact: true }).click();
    await expect(page).toHaveURL(/mode=chart/);
    // the charts come by label, New Opportunities per Month (a line) first: pick the bars
    await page.getByRole('combobox', { name: 'Chart' }).selectOption({ label: 'Pipeline by Stage' });
    const bars = page.locator('.recharts-bar-rectangle');
    await expect(bars.first()).toBeVisible();
    await bars.first().click();
    await expect(page.locator('.chart-mode-rows')).toContainText(prefix);
  });
});
