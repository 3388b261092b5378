import { expect, type Page, test } from '@playwright/test';
import { createUserWithRole } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { linkFromOutbox, signIn, signInWithoutOpening, titleBarCommand } from './helpers.js';

/**
 * Issue 18 item 1: users in the browser. An administrator invites a colleague in one step, who
 * signs in through the mailed link; passwords are changed in the dialog of spec 000 section 5;
 * disabling a user ends their session at once. Each test makes its own users (unique names).
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function changePasswordDialog(page: Page, title: string) {
  await titleBarCommand(page, title, 'Change password');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an administrator invites a user, who signs in through the mailed link', async ({ page, browser }) => {
  await signInWithoutOpening(page);
  const suffix = unique();
  const email = `invited${suffix}@example.com`;
  await page.goto(`${appUrl('demo')}/sales/edit/systemuser/0`);
  await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible();
  await page.getByLabel('Name').fill(`Invited ${suffix}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'salesperson' }).check();
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText(`${email} was invited.`)).toBeVisible();
  // the new user's record opens, with its commands
  await expect(page.getByRole('heading', { name: `User: Invited ${suffix}` })).toBeVisible();

  const link = await linkFromOutbox(email, sentAt, /https?:\/\/\S+\/magic\?\S+/);
  expect(link).toContain('reason=INVITE');
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await invited.getByLabel('New password').fill('a fine new password');
  await invited.getByLabel('Confirm password').fill('a fine new password');
  await invited.getByRole('button', { name: 'Save password' }).click();
  await expect(invited.getByRole('button', { name: `Profile of Invited ${suffix}` })).toBeVisible();
  await context.close();
});

test('an administrator sends a user a link to choose a new password, and the user chooses one', async ({
  page,
  browser,
}) => {
  await signInWithoutOpening(page);
  const suffix = unique();
  const user = { name: `Lin ${suffix}`, email: `lin${suffix}@example.com`, password: 'first password 1' };
  const userId = await createUserWithRole(page, { ...user, role: 'salesperson' });
  await page.goto(`${appUrl('demo')}/sales/edit/systemuser/${userId}`);
  const sentAt = Date.now();
  await titleBarCommand(page, `User: ${user.name}`, 'Send password change link');
  await expect(page.getByText(`A link to choose a new password was sent to ${user.email}.`)).toBeVisible();

  const link = await linkFromOutbox(user.email, sentAt, /https?:\/\/\S+\/magic\?\S+/);
  expect(link).toContain('reason=ADMIN_CHANGE');
  const context = await browser.newContext();
  const asked = await context.newPage();
  await asked.goto(link);
  await expect(asked.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await asked.getByLabel('New password').fill('a chosen new password');
  await asked.getByLabel('Confirm password').fill('a chosen new password');
  await asked.getByRole('button', { name: 'Save password' }).click();
  await expect(asked.getByRole('button', { name: `Profile of ${user.name}` })).toBeVisible();
  await context.close();
});

test('passwords change in the dialog: an administrator for another user, a user their own', async ({
  page,
  browser,
}) => {
  test.slow(); // two users sign in, each through the login page
  await signInWithoutOpening(page);
  const suffix = unique();
  const user = { name: `Pat ${suffix}`, email: `pat${suffix}@example.com`, password: 'first password 1' };
  const userId = await createUserWithRole(page, { ...user, role: 'salesperson' });
  await page.goto(`${appUrl('demo')}/sales/edit/systemuser/${userId}`);
  const title = `User: ${user.name}`;
  let dialog = await changePasswordDialog(page, title);
  await dialog.getByLabel('New password').fill('second password 2');
  await dialog.getByLabel('Confirm password').fill('second password 2');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Password Changed')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the user signs in with it and changes their own through Edit profile (old password asked)
  const context = await browser.newContext();
  const own = await context.newPage();
  await signIn(own, { email: user.email, password: 'second password 2' });
  await own.getByRole('button', { name: /^Profile of / }).click();
  await own.getByRole('menuitem', { name: 'Edit profile' }).click();
  dialog = await changePasswordDialog(own, title);
  await dialog.getByLabel('Current password').fill('second password 2');
  await dialog.getByLabel('New password').fill('third password 3');
  await dialog.getByLabel('Confirm password').fill('third password 3');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Password Changed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await context.close();
});

test("disabling a user ends the user's session at once", async ({ page, browser }) => {
  await signInWithoutOpening(page);
  const suffix = unique();
  const user = { name: `Dana ${suffix}`, email: `dana${suffix}@example.com`, password: 'dana password 1' };
  const userId = await createUserWithRole(page, { ...user, role: 'salesperson' });
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, { email: user.email, password: user.password });

  await page.goto(`${appUrl('demo')}/sales/edit/systemuser/${userId}`);
  // the form loads its record, metadata and commands first: slow on a busy machine
  await expect(page.getByRole('heading', { name: `User: ${user.name}` })).toBeVisible({ timeout: 15_000 });
  // an administrator cannot disable themselves: the command is not on their own record
  await titleBarCommand(page, `User: ${user.name}`, 'Disable user');
  await page
    .getByRole('alertdialog', { name: 'Disable user' })
    .getByRole('button', { name: 'Disable user' })
    .click();
  await expect(page.getByText('User disabled')).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: 'Enable user' })
      .or(page.getByRole('button', { name: 'More commands' }))
      .first(),
  ).toBeVisible();

  // the disabled user's next request finds no session
  await other.reload();
  await expect(other.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: /^Profile of / })).toBeHidden();
  await context.close();
});

test('leaving the new user form with unsaved input asks first', async ({ page }) => {
  await signInWithoutOpening(page);
  await page.goto(`${appUrl('demo')}/sales/edit/systemuser/0`);
  await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible();
  await page.getByLabel('Name').fill(`Half typed ${unique()}`);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').first().click();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/sales\/edit\/systemuser\/0$/);
  await expect(page.getByLabel('Name')).toHaveValue(/^Half typed/);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).not.toHaveURL(/\/edit\/systemuser\/0$/);
});
