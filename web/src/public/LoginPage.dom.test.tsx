import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../test-support/fake-server.js';
import { renderInShell } from '../test-support/shell-harness.js';
import LoginPage from './LoginPage.js';

/** The demo organisation, as the server names it for its sub-domain (or ?org=demo). */
const demo = { ok: true, name: 'demo', displayName: 'Demo' };

/** The login page at `address` (the page reads ?org= from the address itself). */
function renderLogin(address = '/login') {
  window.history.replaceState(null, '', address);
  return renderInShell(<LoginPage />, { path: address, route: '/login' });
}

describe('the login page', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('names no organisation field on a sub-domain, and signs in only with email and password', async () => {
    fakeServer({ 'GET /api/organization': () => demo, 'GET /auth/providers': () => ({ providers: [] }) });
    const { user } = renderLogin('/login?returnUrl=%2F!%2Flist%2Faccount');
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    // the organisation comes from the sub-domain: no field for it
    expect(screen.queryByLabelText('Organization')).toBeNull();
    expect((signIn as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    expect((signIn as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Password'), 'a password');
    expect((signIn as HTMLButtonElement).disabled).toBe(false);
    // a server with no identity provider set up: no button leads to 'not set up'
    expect(screen.queryByRole('button', { name: /^Continue with/ })).toBeNull();
  });

  it('a wrong password shows the server message and keeps the form usable', async () => {
    const server = fakeServer({
      'GET /api/organization': () => demo,
      'GET /auth/providers': () => ({ providers: [] }),
      'POST /api/login': () => ({
        status: 401,
        body: { code: 'ERR_LOGIN_FAILED', message: 'Invalid Username or password' },
      }),
    });
    const { user, router } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid Username or password');
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
    // the form sent what was typed, for the page's organisation
    const [sent] = server.bodiesOf('POST /api/login') as URLSearchParams[];
    expect(sent?.get('organization')).toBe('demo');
    expect(sent?.get('username')).toBe('admin@example.com');
    expect(sent?.get('password')).toBe('not the password');
  });

  it('the bare domain asks for the organisation before a magic link can be sent', async () => {
    fakeServer({
      'GET /api/organization': () => ({
        status: 400,
        body: { code: 'ERR_ORG_REQUIRED', message: 'Organization required' },
      }),
      'GET /auth/providers': () => ({ providers: [] }),
    });
    const { user } = renderLogin();
    const organization = await screen.findByLabelText('Organization');
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    const magic = screen.getByRole('button', { name: 'Send Magic Link' }) as HTMLButtonElement;
    expect(magic.disabled).toBe(true);
    await user.type(organization, 'demo');
    expect(magic.disabled).toBe(false);
  });

  it('the org parameter names the organisation on the bare domain', async () => {
    const server = fakeServer({
      'GET /api/organization': (request) =>
        request.query.get('org') === 'demo'
          ? demo
          : { status: 400, body: { code: 'ERR_ORG_REQUIRED', message: 'Organization required' } },
      'GET /auth/providers': () => ({ providers: [] }),
    });
    renderLogin('/login?org=demo');
    expect(await screen.findByText('Demo', { exact: true })).toBeTruthy();
    expect(screen.queryByLabelText('Organization')).toBeNull();
    expect(server.requests.some((request) => request.query.get('org') === 'demo')).toBe(true);
  });

  it('an unknown organisation says so on its login page', async () => {
    fakeServer({
      'GET /api/organization': () => ({
        status: 404,
        body: { code: 'ERR_ORG_NOT_FOUND', message: 'Organization not found: nope' },
      }),
      'GET /auth/providers': () => ({ providers: [] }),
    });
    renderLogin();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('nope'));
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});
