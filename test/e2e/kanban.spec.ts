import { expect, type Locator, type Page, test } from '@playwright/test';
import { callApi, createRecord, deleteRecordsNamed, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn, signInWithoutOpening } from './helpers.js';

/**
 * The kanban mode of a list. Other tests share the demo organisation, so each test makes its
 * own uniquely named opportunities, searches for them (counts and totals are of those only)
 * and deletes them at the end.
 */

/** Opens the opportunity list in kanban mode, narrowed to this test's records by the search box. */
async function openBoard(page: Page, prefix: string): Promise<void> {
  await page.goto(`${appUrl('demo')}/sales/list/opportunity`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
  await expect(page.getByRole('grid', { name: 'Opportunities' })).toContainText(prefix);
  await page.getByRole('button', { name: 'Kanban', exact: true }).click();
  await expect(page).toHaveURL(/mode=kanban/);
}

const stageOf = async (page: Page, id: string) =>
  (
    await fetchRows<{ stage: string }>(page, {
      entity: {
        name: 'opportunity',
        attributes: [{ attribute: 'stage' }],
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
      },
    })
  )[0]?.stage;

const laneOf = (page: Page) => (value: string) => page.locator(`.kanban-lane[data-lane="${value}"]`);

/** A lane's count and its total of Estimated Revenue (the demo's default currency is the euro). */
async function expectLane(lane: Locator, count: number, euros: string): Promise<void> {
  await expect(lane.locator('.kanban-lane-count')).toHaveText(String(count), { timeout: 15_000 });
  await expect(lane.locator('.kanban-lane-total')).toHaveText(
    new RegExp(`^Estimated Revenue: ${euros.replace('.', '\\.')}\\s€$`),
  );
}

test.describe('kanban', () => {
  // five engineers share two cores: the default 60 s is tight for several saves and reloads
  test.describe.configure({ timeout: 120_000 });

  /** The name prefix of the records the running test made: deleted after it, passed or not. */
  let made: string | undefined;
  test.afterEach(async ({ page }) => {
    if (made) await deleteRecordsNamed(page, 'opportunity', made);
    made = undefined;
  });

  test('a card moves by its menu, the keyboard and a drag; each move is saved and the lane totals follow', async ({
    page,
  }) => {
    const prefix = `Kan${Date.now().toString(36)}`;
    made = prefix;
    await signInWithoutOpening(page);
    const alpha = await createRecord(page, 'opportunity', {
      name: `${prefix} Alpha`,
      stage: 'qualify',
      estimatedvalue: 1000,
    });
    const beta = await createRecord(page, 'opportunity', {
      name: `${prefix} Beta`,
      stage: 'qualify',
      estimatedvalue: 2000,
    });
    const gamma = await createRecord(page, 'opportunity', {
      name: `${prefix} Gamma`,
      stage: 'develop',
      estimatedvalue: 500,
    });
    await openBoard(page, prefix);
    const lane = laneOf(page);
    const card = (id: string) => page.locator(`.kanban-card[data-id="${id}"]`);
    await expectLane(lane('qualify'), 2, '3,000.00');
    await expectLane(lane('develop'), 1, '500.00');
    await expectLane(lane('propose'), 0, '0.00');
    // no native select any more: a Move button with a menu
    await expect(lane('qualify').getByRole('combobox')).toHaveCount(0);

    // the card menu: one item per other lane, and the keyboard shortcut told
    await lane('qualify')
      .getByRole('button', { name: `Move ${prefix} Alpha`, exact: true })
      .click();
    const menu = page.getByRole('menu', { name: `Move ${prefix} Alpha` });
    await expect(menu.getByRole('menuitem')).toHaveText(['Develop', 'Propose', 'Close']);
    await expect(menu).toContainText('Ctrl+← / Ctrl+→');
    await menu.getByRole('menuitem', { name: 'Develop' }).click();
    await expect(lane('develop').locator(`.kanban-card[data-id="${alpha}"]`)).toBeVisible();
    await expect(card(alpha).getByRole('button', { name: new RegExp(`^${prefix} Alpha`) })).toBeFocused();
    await expect.poll(() => stageOf(page, alpha)).toBe('develop');
    await expectLane(lane('qualify'), 1, '2,000.00');
    await expectLane(lane('develop'), 2, '1,500.00');

    await page.reload();
    await expect(lane('develop').locator(`.kanban-card[data-id="${alpha}"]`)).toBeVisible();
    await expectLane(lane('develop'), 2, '1,500.00');

    // the keyboard: Ctrl+ArrowRight on the focused card, which keeps the focus in its new lane
    const alphaOpen = card(alpha).getByRole('button', { name: new RegExp(`^${prefix} Alpha`) });
    await alphaOpen.focus();
    await page.keyboard.press('Control+ArrowRight');
    await expect(lane('propose').locator(`.kanban-card[data-id="${alpha}"]`)).toBeVisible();
    await expect(alphaOpen).toBeFocused();
    await expect.poll(() => stageOf(page, alpha)).toBe('propose');
    await expectLane(lane('develop'), 1, '500.00');
    await expectLane(lane('propose'), 1, '1,000.00');
    await expect(alphaOpen).toBeFocused();

    await page.reload();
    await expect(lane('propose').locator(`.kanban-card[data-id="${alpha}"]`)).toBeVisible();
    await expectLane(lane('propose'), 1, '1,000.00');

    // a drag onto another lane
    await card(beta).dragTo(lane('propose'));
    await expect(lane('propose').locator(`.kanban-card[data-id="${beta}"]`)).toBeVisible();
    await expect.poll(() => stageOf(page, beta)).toBe('propose');
    await expectLane(lane('qualify'), 0, '0.00');
    await expectLane(lane('propose'), 2, '3,000.00');
    await expect(page.locator('.kanban-lane-drop')).toHaveCount(0);

    // while a card is dragged, a lane that takes it is marked under the pointer, its own lane
    // is not, and a drop on its own lane saves nothing
    const centre = async (locator: Locator) => {
      const box = await locator.boundingBox();
      if (!box) throw new Error('not on screen');
      return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 40) };
    };
    const from = await centre(card(gamma));
    const over = await centre(lane('close'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(over.x, over.y, { steps: 5 });
    await expect(page.locator('.kanban-lane-drop')).toHaveAttribute('data-lane', 'close');
    await page.mouse.move(from.x, from.y + 5, { steps: 5 });
    await expect(page.locator('.kanban-lane-drop')).toHaveCount(0);
    await page.mouse.up();
    await expect(card(gamma)).not.toHaveClass(/kanban-card-dragging/);
    await expectLane(lane('develop'), 1, '500.00');
    expect(await stageOf(page, gamma)).toBe('develop');

    await page.reload();
    await expect(lane('propose').locator(`.kanban-card[data-id="${beta}"]`)).toBeVisible();
    await expectLane(lane('qualify'), 0, '0.00');
    await expectLane(lane('propose'), 2, '3,000.00');

    // a move the server refuses (the save carries a version someone else has since replaced):
    // the card goes back, the totals too, and the user reads why
    await page.route('**/api/update', async (route) => {
      const body = route.request().postDataJSON() as { object: Record<string, unknown> };
      await route.continue({
        postData: JSON.stringify({ ...body, object: { ...body.object, versionnumber: 1 } }),
      });
    });
    await alphaOpen.focus();
    await page.keyboard.press('Control+ArrowLeft');
    const refused = page.getByRole('alertdialog', { name: 'The change could not be saved' });
    await expect(refused).toContainText('This record was modified by');
    await refused.getByRole('button', { name: 'OK' }).click();
    await page.unroute('**/api/update');
    await expect(lane('propose').locator(`.kanban-card[data-id="${alpha}"]`)).toBeVisible();
    await expect(lane('develop').locator(`.kanban-card[data-id="${alpha}"]`)).toHaveCount(0);
    await expectLane(lane('propose'), 2, '3,000.00');
    await expectLane(lane('develop'), 1, '500.00');
    await expect(alphaOpen).toBeFocused();
    expect(await stageOf(page, alpha)).toBe('propose');

    // a card opens its record
    await alphaOpen.click();
    await expect(page).toHaveURL(new RegExp(`/sales/edit/opportunity/${alpha}$`));
  });

  test("each lane loads its own cards, 50 at a time, beyond the list's pages", async ({ page }) => {
    const prefix = `Kpg${Date.now().toString(36)}`;
    made = prefix;
    await signIn(page);
    // 55 in Qualify and 52 in Develop, in one batch: more than a page in each lane, and more
    // than the list's first page (50 rows) holds of both together
    const batch = (stage: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: 'opportunity',
        operation: 'create',
        object: { name: `${prefix} ${stage} ${String(index).padStart(3, '0')}`, stage, estimatedvalue: 10 },
      }));
    const created = await callApi(page, '/api/executemultiple', {
      records: [...batch('qualify', 55), ...batch('develop', 52)],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await openBoard(page, prefix);
    const lane = laneOf(page);
    const cards = (value: string) => lane(value).locator('.kanban-card');
    // counts and totals are of the whole lane, not of its loaded 50 cards
    await expectLane(lane('qualify'), 55, '550.00');
    await expect(cards('qualify')).toHaveCount(50);
    await expect(lane('qualify')).toContainText('5 more not loaded');
    await expectLane(lane('develop'), 52, '520.00');
    await expect(cards('develop')).toHaveCount(50);

    // Load more at the lane's end; a click event without scrolling there, since scrolling the
    // lane near its end loads the page by itself (tested next)
    const loadMore = lane('qualify').getByRole('button', { name: 'Load more' });
    await loadMore.dispatchEvent('click');
    await expect(cards('qualify')).toHaveCount(55);
    await expect(loadMore).toHaveCount(0);
    await expect(lane('qualify')).not.toContainText('more not loaded');
    await expect(lane('qualify').locator('.kanban-lane-count')).toHaveText('55');

    // scrolling a lane near its end loads its next page
    await lane('develop').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect(cards('develop')).toHaveCount(52);
    await expect(lane('develop').getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // a card loaded by the second page moves like any other, and the counts follow
    const last = cards('qualify').last();
    const id = await last.getAttribute('data-id');
    const name = await last.locator('.kanban-card-name').textContent();
    await lane('qualify')
      .getByRole('button', { name: `Move ${name}`, exact: true })
      .click();
    await page
      .getByRole('menu', { name: `Move ${name}` })
      .getByRole('menuitem', { name: 'Close' })
      .click();
    await expect(lane('close').locator(`.kanban-card[data-id="${id}"]`)).toBeVisible();
    await expectLane(lane('close'), 1, '10.00');
    await expectLane(lane('qualify'), 54, '540.00');
    await expect.poll(() => stageOf(page, String(id))).toBe('close');
    await expect(cards('qualify')).toHaveCount(54, { timeout: 15_000 });
  });
});
