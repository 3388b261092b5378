import { expect, test } from '@playwright/test';
import { signIn } from './helpers.js';

test.describe('shared UI', () => {
  test('a prompt asks before ending a session and a toast confirms it', async ({ browser, page }) => {
    // a second session of the same user, in another browser we can tell apart by its agent
    const agent = `E2E-Other-Browser-${Date.now()}`;
    const other = await browser.newContext({ userAgent: agent });
    await signIn(await other.newPage(), { fresh: true });
    await signIn(page, { path: '/sales/cache' });
    await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: agent });
    await expect(row).toHaveCount(1);
    // created and last used are this session's times, not the epoch
    await expect(row).not.toContainText('1970');
    await expect(row.getByRole('cell').nth(2)).toContainText(String(new Date().getFullYear()));
    await row.getByRole('button', { name: 'End session' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'End session' });
    await expect(prompt).toContainText('End the session of admin@example.com?');
    // Escape answers "no": nothing ends
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'End session' }).click();
    await prompt.getByRole('button', { name: 'End session' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Session ended' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await other.close();
  });

  test('title-bar commands collapse into a menu when the bar is too narrow', async ({ page }) => {
    await signIn(page, { path: '/sales/cache' });
    const toolbar = page.getByRole('toolbar', { name: 'Commands: Sessions' });
    await expect(toolbar.getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.setViewportSize({ width: 120, height: 600 });
    await expect(toolbar.getByRole('button', { name: 'Reload' })).toHaveCount(0);
    await toolbar.getByRole('button', { name: 'More commands' }).click();
    await expect(page.getByRole('menuitem', { name: 'Reload' })).toBeVisible();
  });
});
