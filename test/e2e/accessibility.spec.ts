import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/**
 * The main screens checked with axe-core against WCAG 2.1 A and AA (issue 22), in both themes:
 * any violation of impact serious or critical fails, listed with its rule, impact, the
 * elements it found and what to fix.
 */

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blocking = new Set(['serious', 'critical']);

/** Theme settings of spec 000 section 4 as the profile menu stores them. */
const themes = [
  { name: 'dark', setting: '1' },
  { name: 'light', setting: '2' },
] as const;

/** A readable list of the serious and critical violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes}${more}`;
    });
}

async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await seriousViolations(page);
  // the message lists every violation; the count alone keeps the failure output short
  const report = `${screen}: serious or critical axe violations\n${violations.join('\n')}`;
  expect(violations.length, report).toBe(0);
}

/**
 * How the element that has keyboard focus shows it: its own outline of at least 2 px, an
 * outline of the box around it (a search box around its input), or an inset bar (a grid row);
 * null when nothing shows.
 */
async function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'none focused';
    const ring = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    if (ring(getComputedStyle(element))) return 'outline';
    const box = element.parentElement?.closest(':focus-within');
    if (box && box !== document.body && ring(getComputedStyle(box))) return 'outline around';
    if (getComputedStyle(element).boxShadow.includes('inset')) return 'inset bar';
    return null;
  });
}

/** Stores the theme before the app's code runs (main.tsx applies it at start). */
async function useTheme(page: Page, setting: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('strata.theme', value), setting);
}

/** The id of a demo account (sample data of the crm template). */
async function demoAccountId(page: Page): Promise<string> {
  const [row] = await fetchRows<{ id: string }>(page, {
    entity: {
      name: 'account',
      attributes: [{ attribute: 'id' }],
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'Tatra Logistika s.r.o.' }] },
    },
  });
  if (!row) throw new Error('the demo account Tatra Logistika s.r.o. is missing');
  return row.id;
}

for (const theme of themes) {
  test.describe(`accessibility, ${theme.name} theme`, () => {
    test('the login page', async ({ page }) => {
      await useTheme(page, theme.setting);
      await page.goto(`${appUrl('demo')}/login`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expectAccessible(page, 'login page');
    });

    test.describe('signed in', () => {
      test.beforeEach(async ({ page }) => {
        await useTheme(page, theme.setting);
      });

      test('the sales dashboard', async ({ page }) => {
        await signIn(page, { path: '/sales/dashboard/sales' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
        await expect(page.locator('.dashboard-widget').first()).toBeVisible();
        // every widget has its figures (no loading placeholder left)
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
        await expectAccessible(page, 'sales dashboard');
      });

      test('the accounts list', async ({ page }) => {
        await signIn(page, { path: '/sales/list/account' });
        await expect(page.getByRole('grid', { name: 'Accounts' }).getByRole('row').nth(1)).toBeVisible();
        await expectAccessible(page, 'accounts list');
      });

      test('every keyboard stop of the accounts list shows where the focus is', async ({ page }) => {
        await signIn(page, { path: '/sales/list/account' });
        await expect(page.getByRole('grid', { name: 'Accounts' }).getByRole('row').nth(1)).toBeVisible();
        const unmarked: string[] = [];
        // the header, the title bar, the search box, filters, the column headers and the first row
        for (let stop = 0; stop < 40; stop++) {
          await page.keyboard.press('Tab');
          if (!(await focusIndicator(page))) {
            unmarked.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? ''));
          }
        }
        expect(unmarked, `focused without a visible focus indicator:\n${unmarked.join('\n')}`).toEqual([]);
      });

      test('an account form', async ({ page }) => {
        await signIn(page, { path: '/sales/list/account' });
        await page.goto(`${appUrl('demo')}/sales/edit/account/${await demoAccountId(page)}`);
        await expect(page.getByRole('heading', { name: 'Account: Tatra Logistika s.r.o.' })).toBeVisible();
        await expect(page.getByLabel('Account Name')).toHaveValue('Tatra Logistika s.r.o.');
        await expectAccessible(page, 'account form');
      });

      test('the opportunities kanban', async ({ page }) => {
        await signIn(page, { path: '/sales/list/opportunity?mode=kanban' });
        await expect(page.locator('.kanban-card').first()).toBeVisible();
        await expectAccessible(page, 'opportunities kanban');
        // lane headings follow the page's h1 without skipping a level (axe best practice)
        const order = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
        expect(order.violations.map((violation) => violation.id)).toEqual([]);
      });

      test('the activities calendar', async ({ page }) => {
        await signIn(page, { path: '/sales/list/activity?mode=calendar' });
        const calendar = page.getByRole('region', { name: 'Calendar' });
        await expect(calendar.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expectAccessible(page, 'activities calendar');
      });

      test("What's Next", async ({ page }) => {
        await signIn(page, { path: '/sales/whatsnext' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, "What's Next");
      });

      test('Customize > Metadata', async ({ page }) => {
        await signIn(page, { path: '/customize/customizemetadata' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, 'Customize > Metadata');
      });
    });
  });
}
