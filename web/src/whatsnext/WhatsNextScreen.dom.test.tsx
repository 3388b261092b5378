import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test-support/fake-server.js';
import { renderInShell, testContext } from '../test-support/shell-harness.js';
import WhatsNextScreen from './WhatsNextScreen.js';

const leadsCategory = 'Leads untouched for 3 days';
const name = 'WN lead phone 3f9a';

/** The window's media queries answered as on a phone under 420 px wide. */
function narrowWindow() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width/.test(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe("What's Next", () => {
  afterEach(() => vi.restoreAllMocks());

  it('under 420 px the records are a list of cards, and New opens the first creatable rule’s form', async () => {
    narrowWindow();
    // happy-dom lays nothing out: a title bar wide enough for its commands
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
    const server = fakeServer({
      'POST /api/whatsnext': () => ({
        referenceDate: '2026-01-09T00:00:00.000Z',
        rules: [
          {
            id: 'r1',
            name: 'leads',
            label: leadsCategory,
            objectname: 'lead',
            canCreate: true,
            records: [
              { id: '7a1b2c3d-0000-4000-8000-000000000001', name, createdon: '2026-01-01T09:00:00.000Z' },
            ],
          },
        ],
        reminders: [],
      }),
    });
    const { user, router } = renderInShell(<WhatsNextScreen />, {
      path: '/sales/whatsnext?scheduled=next-week',
      route: '/:appId/*',
    });
    const cards = await screen.findByRole('list', { name: 'Records due' });
    const card = within(cards)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(name));
    expect(card?.textContent).toContain(leadsCategory);
    expect(screen.queryByRole('table')).toBeNull();
    expect(server.bodiesOf('POST /api/whatsnext')[0]).toMatchObject({ scheduled: 'next-week', owner: 'me' });
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/edit/lead/0'));
  });

  it('links a line’s rule to its record in a new tab for a user who may read the rules, and not otherwise', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
    const answer = () => ({
      referenceDate: '2026-01-09T00:00:00.000Z',
      rules: [
        {
          id: 'r1',
          name: 'leads',
          label: leadsCategory,
          objectname: 'lead',
          canCreate: false,
          records: [
            { id: '7a1b2c3d-0000-4000-8000-000000000001', name, createdon: '2026-01-01T09:00:00.000Z' },
          ],
        },
      ],
      reminders: [],
    });
    fakeServer({ 'POST /api/whatsnext': answer });
    const base = testContext();
    const reader = renderInShell(<WhatsNextScreen />, {
      path: '/sales/whatsnext',
      route: '/:appId/*',
      context: { ...base, permDict: { ...base.permDict, inu_nextrule: base.permDict.lead ?? 0 } },
    });
    const rule = await screen.findByRole('link', { name: leadsCategory });
    expect(rule.getAttribute('href')).toBe('/sales/edit/inu_nextrule/r1');
    expect(rule.getAttribute('target')).toBe('_blank');
    reader.unmount();

    fakeServer({ 'POST /api/whatsnext': answer });
    renderInShell(<WhatsNextScreen />, { path: '/sales/whatsnext', route: '/:appId/*', context: base });
    expect(await screen.findByText(leadsCategory)).toBeTruthy();
    expect(screen.queryByRole('link', { name: leadsCategory })).toBeNull();
  });
});
