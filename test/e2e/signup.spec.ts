import { expect, test } from '@playwright/test';
import { sql } from 'slonik';
import { withE2eDatabase } from './e2e-database.js';
import { appUrl } from './e2e-state.js';

const unique = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('new organisations', () => {
  // every trial starts from this machine's address, and limits.trialsPerIp allows 3 a day: each
  // test begins as a first-time visitor (the limit itself: test/integration/trial.test.ts), so a
  // repeated run (test:e2e:stress) does not meet the trials of the repeats before it
  test.beforeEach(async () => {
    await withE2eDatabase((pool) =>
      pool.query(sql.unsafe`DELETE FROM strata.rate_limit_points WHERE key LIKE ${'rl:trial|%'}`),
    );
  });
  test('a trial lands signed in in the new organisation on its sub-domain', async ({ page }) => {
    test.setTimeout(60_000);
    const organization = unique();
    await page.goto(`${appUrl()}/trial`);
    const start = page.getByRole('button', { name: 'Start me up!' });
    await page.getByLabel('Your organization').fill(organization);
    await page.getByLabel('Your name').fill('Tereza Trial');
    await page.getByLabel('Email').fill(`tereza@${organization}.example`);
    await page.getByLabel('Password', { exact: true }).fill('a long trial password');
    await page.getByLabel('Confirm password').fill('a different password');
    await start.click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
    await page.getByLabel('Confirm password').fill('a long trial password');
    // the hand-over from the bare domain is taken only once the user says the account is theirs
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await start.click();
    await expect(page.getByText('Organiztion Created!')).toBeVisible({ timeout: 30_000 });
    await page.waitForURL(new RegExp(`^http://${organization}\\.localhost:\\d+/sales/`), { timeout: 15_000 });
    // the hand-over code came in the fragment and is gone from the address
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.getByRole('button', { name: 'Profile of Tereza Trial' })).toBeVisible();
    expect(asked).toEqual([expect.stringContaining(`tereza@${organization}.example`)]);
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Accounts' }),
    ).toBeVisible();
  });

  test('a trial started from the Field work template opens the Slovak field-work app', async ({ page }) => {
    test.setTimeout(60_000);
    const organization = unique();
    await page.goto(`${appUrl()}/trial`);
    await page.getByLabel('Your organization').fill(organization);
    await page.getByLabel('Your name').fill('Filip Fieldwork');
    await page.getByLabel('Email').fill(`filip@${organization}.example`);
    await page.getByLabel('Password', { exact: true }).fill('a long trial password');
    await page.getByLabel('Confirm password').fill('a long trial password');
    const choice = page.getByLabel('Start from');
    await expect(choice).toHaveValue('crm');
    await choice.selectOption({ label: 'Field work (families, budgets, trips; in Slovak)' });
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Start me up!' }).click();
    await expect(page.getByText('Organiztion Created!')).toBeVisible({ timeout: 30_000 });
    await page.waitForURL(new RegExp(`^http://${organization}\\.localhost:\\d+/fieldwork/`), {
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: /^(Profile of|Profil) Filip Fieldwork/ })).toBeVisible();
  });

  test('sign-up solves the puzzle in the browser and creates the organisation', async ({ page }) => {
    // the puzzle is a fixed amount of CPU work by design, and provisioning follows: on a loaded
    // 2-core machine (two e2e workers and the server) the pair took over 40 s once
    test.setTimeout(120_000);
    const organization = unique();
    await page.goto(`${appUrl()}/signup`);
    await page.getByLabel('Organization').fill(organization);
    await page.getByLabel('Name').fill('Samuel Signup');
    await page.getByLabel('Email').fill(`samuel@${organization}.example`);
    await page.getByLabel('Password', { exact: true }).fill('a long signup password');
    await page.getByLabel('Confirm password').fill('a long signup password');
    await page.getByRole('button', { name: 'Sign Up with Email' }).click();
    await page.waitForURL(new RegExp(`^http://${organization}\\.localhost:\\d+/login\\?email=`), {
      timeout: 80_000,
    });
    await expect(page.getByLabel('Email')).toHaveValue(`samuel@${organization}.example`);
    await page.getByLabel('Password', { exact: true }).fill('a long signup password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Profile of Samuel Signup' })).toBeVisible({
      timeout: 15_000,
    });
  });
});
