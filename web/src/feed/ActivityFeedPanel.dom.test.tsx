import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { FormContext } from '../form-context/form-context.js';
import { fakeServer } from '../test-support/fake-server.js';
import { testFormContext } from '../test-support/form-context.js';
import { renderInShell } from '../test-support/shell-harness.js';
import ActivityFeedPanel from './ActivityFeedPanel.js';

const recordId = '00000000-0000-4000-8000-00000000f001';
const importedAt = '2026-03-01T10:00:00.123Z';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * 120 activities of one import: one createdon (to the microsecond), told apart by id only. The
 * fake answers GET /api/feed/activities as the server does, by keyset after the cursor.
 */
const imported = Array.from({ length: 120 }, (_, n) => ({
  id: uuid(n + 1),
  key: `2026-03-01T10:00:00.123456Z_${uuid(n + 1)}`,
  name: `Imported ${n + 1}`,
  activitytypecode: 'Note',
  createdon: importedAt,
  versionnumber: 1,
})).sort((a, b) => (a.key < b.key ? 1 : -1));

it('reads every activity of an import that shares one time, each once, by the cursor of the last', async () => {
  const server = fakeServer({
    'GET /api/feed/activities': (request) => {
      const cursor = request.query.get('cursor');
      const after = imported.filter((item) => !cursor || item.key < cursor);
      const items = after.slice(0, 50);
      return { items, next: after.length > 50 ? (items.at(-1)?.key ?? null) : null };
    },
    'POST /api/feed/mentions/read': () => ({ read: 0 }),
  });
  const form = testFormContext('opportunity', recordId);
  const { user } = renderInShell(
    <FormContext.Provider value={form}>
      <ActivityFeedPanel panel={{ name: 'feed', type: 'ActivityFeed', label: 'Feed' }} />
    </FormContext.Provider>,
  );
  const list = await screen.findByRole('list', { name: 'Activity feed' });
  const names = () =>
    within(list)
      .getAllByText(/^Imported \d+$/)
      .map((element) => element.textContent);
  await waitFor(() => expect(names()).toHaveLength(50));
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(names()).toHaveLength(100));
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(names()).toHaveLength(120));
  expect(new Set(names()).size).toBe(120);
  // the last page said it was the last: no button, no further request
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  const cursors = server.requests
    .filter((request) => request.path === '/api/feed/activities')
    .map((request) => request.query.get('cursor'));
  expect(cursors).toEqual([null, imported[49]?.key, imported[99]?.key]);
  expect(server.unanswered).toEqual([]);
});
