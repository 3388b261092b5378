import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { fakeRows } from '../../test-support/fake-rows.js';
import { renderListScreen, storedView } from '../../test-support/list-screen.js';
import { testContext, testObject } from '../../test-support/shell-harness.js';
import type { CellApi } from '../scripts/cell-script.js';

/**
 * Moved from test/e2e/list-render-cell.spec.ts: how `{entity}.renderCell` dresses the grid's
 * cells. Loading the script's module from the server stays in e2e; here its module is the
 * function below. It counts its runs: drawing the list again (a sort back and forth) runs it
 * for no cell a second time.
 */
const runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../scripts/load-script.js', () => ({
  loadScript: async () => (cell: CellApi) => {
    runs.count += 1;
    if (cell.column !== 'name') return undefined;
    if (String(cell.value).includes('Gold'))
      return { text: `VIP ${String(cell.value)}`, color: '#c62828', title: 'A gold customer' };
    if (String(cell.value).includes('Broken')) return { text: '<b>bold?</b>', color: 'red;position:fixed' };
    return undefined;
  },
}));

const entity = 'e2e_cells';
const cells = testObject({
  logicalName: entity,
  displayName: 'Cell Sample',
  displayNamePlural: 'Cell Samples',
  type: 'standard',
  properties: [{ logicalName: 'c_note', displayName: 'Note', type: 'String', flags: [], max: 100 }],
});

it('renderCell dresses list cells, once per cell and row version', async () => {
  const { user } = renderListScreen(entity, {
    context: testContext({ extraObjects: [cells] }),
    views: [storedView(entity, `${entity}.renderCell`, { source: 'export default …' }, { kind: 'script' })],
    rows: fakeRows([
      { id: 'gold', versionnumber: 1, name: 'Gold Mine', c_note: 'first' },
      { id: 'plain', versionnumber: 1, name: 'Plain Shop', c_note: 'second' },
      { id: 'broken', versionnumber: 1, name: 'Broken Look', c_note: 'third' },
    ]),
  });
  const cell = await screen.findByRole('gridcell', { name: 'VIP Gold Mine' });
  const dressed = cell.querySelector('.cell-script') as HTMLElement;
  expect(dressed.style.color).toMatch(/^(#c62828|rgb\(198, 40, 40\))$/);
  expect(dressed.getAttribute('title')).toBe('A gold customer');
  expect(screen.getByRole('gridcell', { name: 'Plain Shop' })).toBeTruthy();
  // text stays text, and a colour that is not one is dropped
  const broken = screen.getByRole('gridcell', { name: '<b>bold?</b>' });
  expect(broken.querySelectorAll('b')).toHaveLength(0);
  expect(broken.querySelector('.cell-script')?.getAttribute('style')).toBeNull();

  // the same rows drawn again (sorted the other way and back): the script does not run again
  const before = runs.count;
  expect(before).toBeGreaterThan(0);
  const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
  await user.click(within(nameHeader).getByRole('button'));
  await waitFor(() => expect(nameHeader.getAttribute('aria-sort')).toBe('descending'));
  await waitFor(() => expect(screen.getAllByRole('row')[1]?.textContent).toContain('Plain Shop'));
  await user.click(within(nameHeader).getByRole('button'));
  await waitFor(() => expect(nameHeader.getAttribute('aria-sort')).toBe('ascending'));
  await waitFor(() => expect(screen.getAllByRole('row')[1]?.textContent).toContain('<b>bold?</b>'));
  expect(screen.getByRole('gridcell', { name: 'VIP Gold Mine' })).toBeTruthy();
  expect(runs.count).toBe(before);
});
