import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { repositoryRoot } from '@strata/api/config/paths';
import { callApi, createRecord, fetchRows } from '../../test/e2e/api-calls.js';
import { appUrl } from '../../test/e2e/e2e-state.js';
import { demoAdmin, demoPassword, signIn } from '../../test/e2e/helpers.js';

const outDir = path.join(repositoryRoot, 'docs', 'screenshots');

type Screen = { name: string; path: string; ready: (page: Page) => Promise<void> };

/** A title-bar command by its English or Slovak name: its button, or its item under More. */
async function command(page: Page, name: RegExp): Promise<void> {
  const bar = page.getByRole('toolbar', { name: /^(Commands|Príkazy): / }).first();
  const button = bar.getByRole('button', { name });
  const more = bar.getByRole('button', { name: /^(More commands|Ďalšie príkazy)$/ });
  await expect(button.or(more).first()).toBeVisible();
  if (await button.isVisible()) await button.click();
  else {
    await more.click();
    await page.getByRole('menuitem', { name }).click();
  }
}

const screens = (accountId: string, adminId: string, auditId: string): Screen[] => [
  {
    name: 'dashboard',
    path: '/sales/dashboard/sales',
    ready: async (page) => {
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
    },
  },
  {
    name: 'list',
    path: '/sales/list/account',
    ready: async (page) => {
      // a grid on a wide screen, cards on a phone
      await expect(page.getByRole('main').getByText(/\w/).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'form',
    path: `/sales/edit/account/${accountId}`,
    ready: async (page) => {
      await expect(page.locator('form, .record-form').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'files',
    path: `/sales/edit/account/${accountId}`,
    ready: async (page) => {
      await page.getByRole('tab', { name: /^(Files|Súbory)$/ }).click();
      await expect(page.locator('.cloud-files').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'kanban',
    path: '/sales/list/opportunity?mode=kanban',
    ready: async (page) => {
      await expect(page.locator('.kanban-lane').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    // issue 35 item 2: one's own sign-in email changes with the password and a mailed link
    name: 'change-email',
    path: `/customize/edit/systemuser/${adminId}`,
    ready: async (page) => {
      await command(page, /^(Change email|Zmeniť e-mail)$/);
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    // issue 35 item 1: who changed a script, when, and what (a line diff)
    name: 'audit-changes',
    path: `/customize/edit/audit/${auditId}`,
    ready: async (page) => {
      await command(page, /^(Show changes|Zobraziť zmeny)$/);
      await expect(page.locator('.audit-diff')).toBeVisible();
    },
  },
  {
    name: 'calendar',
    path: '/sales/list/activity?mode=calendar',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: /Calendar|Kalendár/ })).toBeVisible();
      // the events arrive after the grid: one dark shot had none
      await page.waitForLoadState('networkidle');
    },
  },
];

test('the main screens in light and dark, en and sk, 1440 and 390 px', async ({ browser }) => {
  mkdirSync(outDir, { recursive: true });
  const setup = await browser.newPage();
  await signIn(setup);
  const [account] = await fetchRows<{ id: string }>(setup, {
    entity: { name: 'account', attributes: [{ attribute: 'name' }], orders: [{ attribute: 'name' }] },
    count: 1,
  });
  const [admin] = await fetchRows<{ id: string }>(setup, {
    entity: {
      name: 'systemuser',
      attributes: [{ attribute: 'id' }],
      filter: { conditions: [{ attribute: 'emailaddress', operator: 'eq', value: demoAdmin.email }] },
    },
  });
  // a script changed once, for its audit record's Show changes
  const source = (greeting: string) =>
    JSON.stringify({
      source: `export default function (list) {\n  const rows = list.rows.length;\n  list.notify('${greeting} ' + rows);\n}`,
    });
  const scriptId = await createRecord(setup, 'inu_view', {
    name: `account.screenshot${Date.now().toString(36)}`,
    kind: 'script',
    objectname: 'account',
    body: source('Loaded'),
  });
  await callApi(setup, '/api/update', {
    name: 'inu_view',
    operation: 'update',
    object: { id: scriptId, versionnumber: 1, body: source('Accounts loaded:') },
  });
  const [audit] = await fetchRows<{ id: string }>(setup, {
    entity: {
      name: 'audit',
      attributes: [{ attribute: 'id' }],
      filter: {
        conditions: [
          { attribute: 'objectid', operator: 'eq', value: scriptId },
          { attribute: 'operation', operator: 'eq', value: 'update' },
        ],
      },
    },
  });
  await setup.close();
  for (const width of [1440, 390]) {
    for (const language of ['en', 'sk']) {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
        await context.addInitScript(
          ({ language, theme }) => {
            localStorage.setItem('strata.language', language);
            localStorage.setItem('strata.theme', theme === 'dark' ? '1' : '2');
          },
          { language, theme },
        );
        const page = await context.newPage();
        const suffix = `${width}-${language}-${theme}`;
        await page.goto(`${appUrl('demo')}/login`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(outDir, `login-${suffix}.png`) });
        // the trial page, with its template choice (on the base domain, no organisation yet)
        await page.goto(`${appUrl()}/trial`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(outDir, `trial-${suffix}.png`) });
        await page.goto(`${appUrl('demo')}/login`);
        await page.waitForLoadState('networkidle');
        // the login page in the language under test: fields by type, the profile button by its class
        await page.locator('input[type="email"]').fill(demoAdmin.email);
        await page.locator('input[type="password"]').fill(demoPassword());
        await page.locator('input[type="password"]').press('Enter');
        await expect(page.locator('button.avatar')).toBeVisible({ timeout: 15_000 });
        for (const screen of screens(account?.id ?? '0', admin?.id ?? '0', audit?.id ?? '0')) {
          await page.goto(`${appUrl('demo')}${screen.path}`);
          await screen.ready(page);
          await page.screenshot({ path: path.join(outDir, `${screen.name}-${suffix}.png`) });
        }
        // Go Offline (offline mode in this tab): what to take, per entity
        await page.evaluate(() => localStorage.setItem('strata.offline.inBrowser', '1'));
        await page.reload();
        await page.locator('button.avatar').click();
        await page.getByRole('menuitem', { name: /^(Go Offline|Prejsť do režimu offline)$/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(outDir, `go-offline-${suffix}.png`) });
        await page.keyboard.press('Escape');
        await page.evaluate(() => localStorage.removeItem('strata.offline.inBrowser'));
        // the command palette over the last screen, searching for accounts
        await page.keyboard.press('Control+k');
        const palette = page.locator('dialog.palette');
        await expect(palette.locator('input')).toBeFocused();
        await page.keyboard.type(language === 'sk' ? 'fir' : 'acc');
        await expect(palette.getByRole('option').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(outDir, `palette-${suffix}.png`) });
        await context.close();
      }
    }
  }
});
