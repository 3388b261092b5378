import type { FetchQuery } from '@strata/api/contract/query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bareParentId,
  itemCount,
  itemId,
  itemName,
  itemObject,
  linkedParentId,
  linkObject,
  manyToManyTables,
  parentObject,
  twoTabForm,
} from '../../test-support/many-to-many-tables.js';
import { loadRecordForm, newToast, renderRecordForm } from '../../test-support/record-form.js';
import { testContext } from '../../test-support/shell-harness.js';

/**
 * Issue 37 item 3 for the many-to-many field: 600 records to toggle and 600 links are all
 * reachable page by page, each shown with its stored link, a record past 500 is found by search,
 * and its toggle is the form's: it outlives a tab switch and Save writes it.
 */
const form = twoTabForm({ name: 'links', type: 'Fields', label: 'Links', fields: [{ name: 't_link' }] });

async function open(id: string) {
  const fixture = manyToManyTables();
  const rendered = await renderRecordForm({
    object: parentObject,
    id,
    forms: [form],
    tables: fixture.tables,
    routes: fixture.routes,
    context: testContext({ extraObjects: [parentObject, itemObject, linkObject] }),
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Links' }));
  const field = await screen.findByRole('group', { name: 'Items' });
  return { ...rendered, ...fixture, field };
}

/** Every page shown: Show more until there is none; how many clicks it took. */
async function showAll(field: HTMLElement): Promise<number> {
  await waitFor(() => expect(within(field).getAllByRole('checkbox')).toHaveLength(50));
  let clicks = 0;
  while (within(field).queryByRole('button', { name: 'Show more' })) {
    const before = within(field).getAllByRole('checkbox').length;
    await userEvent.click(within(field).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(field).getAllByRole('checkbox').length).toBeGreaterThan(before));
    clicks++;
  }
  // each page's links are asked for as it loads: wait until every box knows
  await waitFor(() =>
    expect(
      within(field)
        .getAllByRole('checkbox')
        .every((box) => !box.hasAttribute('disabled')),
    ).toBe(true),
  );
  return clicks;
}

beforeAll(loadRecordForm, 30_000);

describe('a many-to-many field with 600 items and 600 links', { timeout: 60_000 }, () => {
  it('reaches every item, each checked by its stored link, in pages of 50', async () => {
    const { field, server } = await open(linkedParentId);
    expect(await within(field).findByText('Showing 50 of 600')).toBeTruthy();
    expect(await showAll(field)).toBe(11);
    const boxes = within(field).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(itemCount);
    expect(boxes.filter((box) => box.checked)).toHaveLength(itemCount);
    expect(within(field).queryByText(/^Showing/)).toBeNull();
    // the links were asked for page by page, never all at once
    const linkQueries = (server.bodiesOf('POST /api/fetch') as FetchQuery[]).filter(
      (query) => query.entity.name === 't_link' && !query.entity.attributes?.some((a) => a.aggregate),
    );
    expect(linkQueries).toHaveLength(12);
    expect(server.unanswered).toEqual([]);
  });

  it('links a record past 500 found by search; the toggle outlives a tab switch and Save creates the link', async () => {
    const { field, batches } = await open(bareParentId);
    const box = async (scope: HTMLElement) => {
      const search = await within(scope).findByRole('searchbox', { name: 'Search Items' });
      await userEvent.type(search, `${itemName(550)}{Enter}`);
      await waitFor(() => expect(within(scope).getAllByRole('checkbox')).toHaveLength(1));
      const found = within(scope).getByRole('checkbox', { name: itemName(550) }) as HTMLInputElement;
      await waitFor(() => expect(found.disabled).toBe(false));
      return found;
    };
    const first = await box(field);
    expect(first.checked).toBe(false);
    await userEvent.click(first);
    expect(first.checked).toBe(true);

    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Items' })).toBeNull());
    await userEvent.click(screen.getByRole('tab', { name: 'Links' }));
    const back = await screen.findByRole('group', { name: 'Items' });
    expect((await box(back)).checked).toBe(true);
    expect(batches).toEqual([]);

    const saved = newToast('Record saved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await saved();
    expect(batches).toEqual([
      [{ name: 't_link', operation: 'create', object: { t_parentid: bareParentId, t_itemid: itemId(550) } }],
    ]);
    // read again after the save: stored now, still checked, nothing pending
    await waitFor(() =>
      expect((within(back).getByRole('checkbox', { name: itemName(550) }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });
});
