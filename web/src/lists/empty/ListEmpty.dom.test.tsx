import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderListScreen } from '../../test-support/list-screen.js';
import { testContext, testObject } from '../../test-support/shell-harness.js';

/** Moved from test/e2e/empty-and-undo.spec.ts ('empty states'). */
describe('the empty list', () => {
  it('a search that matches nothing says so and Clear filters brings the records back', async () => {
    const { user, rowFetches } = renderListScreen('account', {
      rows: (query) =>
        JSON.stringify(query.entity.filter).includes('nothing like this')
          ? []
          : [
              { id: 'a1', name: 'Emp 1' },
              { id: 'a2', name: 'Emp 2' },
            ],
    });
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await screen.findByRole('gridcell', { name: 'Emp 1' });
    await user.type(search, 'Emp nothing like this');
    expect(await screen.findByText('No accounts match these filters.')).toBeTruthy();
    // nothing to create from here: the filters are what emptied the list
    expect(screen.queryByRole('button', { name: 'Create one' })).toBeNull();
    expect(JSON.stringify(rowFetches().at(-1)?.entity.filter)).toContain('Emp nothing like this');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((search as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.queryByText('No accounts match these filters.')).toBeNull());
    // the list has both records again
    const grid = screen.getByRole('grid', { name: 'Accounts' });
    await waitFor(() => expect(grid.querySelectorAll('[role=row]')).toHaveLength(3));
  });

  it('an entity without records offers Create one and Import a file', async () => {
    const gizmo = testObject({
      logicalName: 'e2e_empty_gizmo',
      displayName: 'Gizmo abc',
      displayNamePlural: 'Gizmos abc',
      type: 'standard',
      properties: [],
    });
    const { user, router } = renderListScreen('e2e_empty_gizmo', {
      views: [],
      context: testContext({ extraObjects: [gizmo] }),
      path: '/customize/list/e2e_empty_gizmo',
    });
    expect(await screen.findByText('No gizmos abc yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import a file' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create one' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize/edit/e2e_empty_gizmo/0'));
  });
});
