import { expect, type Locator, type Page, test } from '@playwright/test';
import { createRecord, createRecords, deleteRecords } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening } from './helpers.js';

/**
 * Crowded chart axes keep every label (rotated, shortened with the full text in the tick's
 * title, or scrolling sideways on a phone); several series get a legend; one series over a
 * field whose options carry colours gets a bar and a legend entry per option, in its colour.
 * The test's dashboard, accounts and deals are its own (unique names) and deleted at the end.
 */
const accountCount = 24;

async function seed(page: Page) {
  const suffix = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const names = Array.from(
    { length: accountCount },
    (_, index) =>
      `Chart label ${String(index + 1).padStart(2, '0')} ${suffix} Holdings and Trading International`,
  );
  const accounts = await createRecords(
    page,
    'account',
    names.map((name) => ({ name })),
  );
  const account = { id: accounts[0], name: 'account' };
  const deals = await createRecords(
    page,
    'opportunity',
    (
      [
        ['A', 'qualify', 1000],
        ['B', 'qualify', 2500],
        ['C', 'propose', 4000],
      ] as const
    ).map(([name, stage, estimatedvalue]) => ({
      name: `Deal ${name} ${suffix}`,
      stage,
      estimatedvalue,
      accountid: account,
    })),
  );
  const mine = (prefix: string) => ({
    conditions: [{ attribute: 'name', operator: 'like', value: `${prefix}%${suffix}%` }],
  });
  const body = {
    gridColumns: 'repeat(2, minmax(0, 1fr))',
    gridRows: '340px 340px',
    objects: [
      {
        type: 'simplechart',
        chartType: 'bar',
        objectName: 'account',
        label: 'Accounts by name',
        series: [{ aggregateField: 'id', aggregateMethod: 'count' }],
        groups: [{ field: 'name', method: 'column' }],
        extraFetch: mine('Chart label '),
        gridArea: '1 / 1 / 2 / 3',
      },
      {
        type: 'simplechart',
        chartType: 'bar',
        objectName: 'opportunity',
        label: 'Deals and revenue',
        series: [
          { aggregateField: 'id', aggregateMethod: 'count', label: 'Deals' },
          { aggregateField: 'estimatedvalue', aggregateMethod: 'sum', label: 'Revenue' },
        ],
        groups: [{ field: 'stage', method: 'column' }],
        extraFetch: mine('Deal '),
        gridArea: '2 / 1 / 3 / 2',
      },
      {
        type: 'simplechart',
        chartType: 'bar',
        objectName: 'opportunity',
        label: 'Deals by stage',
        series: [{ aggregateField: 'id', aggregateMethod: 'count' }],
        groups: [{ field: 'stage', method: 'column' }],
        extraFetch: mine('Deal '),
        gridArea: '2 / 2 / 3 / 3',
      },
    ],
  };
  const name = `labels${suffix}`;
  const view = await createRecord(page, 'inu_view', {
    name,
    label: `Chart labels ${suffix}`,
    kind: 'dashboard',
    body: JSON.stringify(body),
  });
  const cleanUp = async () => {
    await deleteRecords(page, 'opportunity', deals);
    await deleteRecords(page, 'account', accounts);
    await deleteRecords(page, 'inu_view', [view]);
  };
  return { name, names, cleanUp };
}

/** The full labels the ticks of a chart carry in their titles, sorted. */
async function tickTitles(chart: Locator): Promise<string[]> {
  return (await chart.locator('.chart-axis-tick title').allTextContents()).sort();
}

test('crowded axes keep every label; several series and option colours get a legend', async ({ page }) => {
  await signInWithoutOpening(page);
  const { name, names, cleanUp } = await seed(page);
  try {
    await page.goto(`${appUrl('demo')}/sales/dashboard/${name}`);
    const byName = page.getByRole('region', { name: 'Accounts by name' });
    const ticks = byName.locator('.chart-axis-tick');
    await expect(ticks).toHaveCount(accountCount);
    expect(await tickTitles(byName)).toEqual([...names].sort());
    // 24 long names in one row: rotated, and shortened to the start of their full text
    const texts = ticks.locator('text');
    await expect(texts.first()).toHaveAttribute('transform', 'rotate(-45)');
    for (const tick of await ticks.all()) {
      const full = await tick.locator('title').textContent();
      const shown = (await tick.locator('text').textContent()) ?? '';
      expect(shown.endsWith('…')).toBe(true);
      expect(full?.startsWith(shown.slice(0, -1))).toBe(true);
    }
    // a single plain series: no legend
    await expect(byName.getByRole('list', { name: 'Legend' })).toHaveCount(0);

    const twoSeries = page.getByRole('region', { name: 'Deals and revenue' });
    await expect(twoSeries.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([
      'Deals',
      'Revenue',
    ]);

    // one series over the stage options: each bar in its option's colour, listed in the legend
    const byStage = page.getByRole('region', { name: 'Deals by stage' });
    const bars = byStage.locator('.recharts-bar-rectangle path');
    await expect(bars).toHaveCount(2);
    // groups come in stage order: Propose (#e08a00), then Qualify (#8a8886)
    expect(await bars.evaluateAll((paths) => paths.map((path) => path.getAttribute('fill')))).toEqual([
      '#e08a00',
      '#8a8886',
    ]);
    await expect(byStage.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([
      'Propose',
      'Qualify',
    ]);

    // a phone: the crowded chart scrolls sideways (by keyboard too) and still holds every label
    await page.setViewportSize({ width: 390, height: 844 });
    const scroller = byName.getByRole('region', { name: 'Chart: scroll sideways to see every group' });
    await expect(scroller).toBeVisible();
    await expect(ticks).toHaveCount(accountCount);
    expect(await tickTitles(byName)).toEqual([...names].sort());
    const box = await byName.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    // the dark theme: axis texts and the legend follow its variables, the bars keep their colours
    await page.evaluate(() => localStorage.setItem('strata.theme', '1'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(ticks.first().locator('text')).toHaveCSS('fill', 'rgb(154, 164, 178)');
    await expect(byStage.getByRole('list', { name: 'Legend' })).toHaveCSS('color', 'rgb(230, 233, 238)');
    expect(await bars.evaluateAll((paths) => paths.map((path) => path.getAttribute('fill')))).toEqual([
      '#e08a00',
      '#8a8886',
    ]);
  } finally {
    await cleanUp();
  }
});
