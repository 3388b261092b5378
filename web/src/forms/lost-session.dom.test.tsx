import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RecordRoute } from '../screens/entity-screens.js';
import { renderAppShell } from '../test-support/app-shell-harness.js';
import type { FakeRequest } from '../test-support/fake-server.js';
import { roomyBoxes } from '../test-support/layout.js';
import { crmForms, formViews, loadRecordForm, tableRoutes } from '../test-support/record-form.js';
import { testContext } from '../test-support/shell-harness.js';

/**
 * Unsaved edits outlive a lost session (spec 000 sections 2 and 8) when the 401 comes from a
 * proxy in front of the API, without Strata's error body: the save fails, the shell's logged-out
 * popup comes up over the form, the form keeps what was typed, and after signing in from the
 * popup the same values are saved. A real session ending on the server is e2e's (shell.spec.ts).
 */
const value = (label: string) =>
  (screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value;

beforeAll(loadRecordForm, 30_000);

describe('a lost session on the record form', { timeout: 20_000 }, () => {
  it('a save answered 401 by a proxy raises the logged-out popup; the edits stay and are saved after signing in', async () => {
    let signedIn = false;
    const tables = routesOver();
    // a desktop's title bar: its commands are buttons named by their labels
    roomyBoxes();
    const { user, server } = renderAppShell('/sales/edit/account/0', {
      screens: [{ path: 'edit/:name/:id/:form?', element: <RecordRoute /> }],
      routes: {
        ...tables,
        // the proxy answers for the API until the user signs in again
        'POST /api/update': (request) =>
          signedIn
            ? tables['POST /api/update']?.(request)
            : { status: 401, statusText: 'Unauthorized', headers: { 'Content-Type': 'text/html' } },
        'GET /auth/providers': () => ({ providers: [] }),
        'POST /api/login': (request: FakeRequest) => {
          signedIn = (request.body as URLSearchParams).get('password') === 'the password';
          return { status: 200, body: { ok: true }, headers: { 'access-token': 'fresh-token' } };
        },
      },
    });
    await screen.findByRole('heading', { name: 'New Account' });
    await user.type(screen.getByRole('textbox', { name: 'Account Name' }), 'Kept');
    await user.type(screen.getByLabelText('Main Phone'), '+421 900 555 000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // the failed save is told first (a message goes above the popup), and answered
    const notSaved = await screen.findByRole('alertdialog', { name: 'The record was not saved' });
    expect(notSaved.textContent).toContain('Server Error: Unauthorized');
    await user.click(within(notSaved).getByRole('button', { name: 'OK' }));
    const popup = await screen.findByRole('alertdialog', { name: 'You were logged out due to inactivity' });
    expect(value('Account Name')).toBe('Kept');
    expect(value('Main Phone')).toBe('+421 900 555 000');

    await user.type(await within(popup).findByLabelText('Password'), 'the password');
    await user.click(within(popup).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
    // the form was not reloaded under the user
    expect(value('Account Name')).toBe('Kept');
    expect(value('Main Phone')).toBe('+421 900 555 000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Account: Kept' });
    const writes = server.bodiesOf('POST /api/update');
    expect(writes).toHaveLength(2);
    expect(writes[1]).toMatchObject({
      operation: 'create',
      name: 'account',
      object: { name: 'Kept', telephone1: '+421 900 555 000' },
    });
  });
});

describe('a lost session found by the shell', { timeout: 20_000 }, () => {
  it('a user-context re-check answered 401 or 500 keeps the form and its edits; a 401 raises the popup', async () => {
    let contextAnswer: 'ok' | 500 | 401 = 'ok';
    roomyBoxes();
    const { user, server } = renderAppShell('/sales/edit/account/0', {
      screens: [{ path: 'edit/:name/:id/:form?', element: <RecordRoute /> }],
      routes: {
        ...routesOver(),
        'GET /api/getusercontext': () =>
          contextAnswer === 'ok'
            ? testContext()
            : { status: contextAnswer, body: { code: 'ERR_UNAUTHORIZED' } },
        'GET /auth/providers': () => ({ providers: [] }),
      },
    });
    await screen.findByRole('heading', { name: 'New Account' });
    await user.type(screen.getByRole('textbox', { name: 'Account Name' }), 'Kept');
    // the metadata upkeep reads the context again when inu_metadata changes
    const recheck = () => window.dispatchEvent(new CustomEvent('objectChanged:inu_metadata'));

    const contextReads = () =>
      server.requests.filter((request) => request.path === '/api/getusercontext').length;
    const readsBefore = contextReads();
    contextAnswer = 500;
    recheck();
    // the re-check was answered 500, and the shell has rendered what it makes of that
    await waitFor(() => expect(contextReads()).toBe(readsBefore + 1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expect(value('Account Name')).toBe('Kept');

    contextAnswer = 401;
    recheck();
    await screen.findByRole('alertdialog', { name: 'You were logged out due to inactivity' });
    expect(value('Account Name')).toBe('Kept');
    expect(screen.getByRole('heading', { name: 'New Account', hidden: true })).toBeDefined();
  });
});

/** The fake API's reads and writes over the account table and the account's stored forms. */
function routesOver() {
  return tableRoutes({ account: [], inu_view: formViews('account', crmForms('account')) });
}
