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
  linkId,
  linkObject,
  manyToManyTables,
  parentObject,
  twoTabForm,
} from '../../test-support/many-to-many-tables.js';
import { loadRecordForm, newToast, renderRecordForm } from '../../test-support/record-form.js';
import { testContext } from '../../test-support/shell-harness.js';

/**
 * Issue 37 item 3: a many-to-many list has no silent cap. With 600 records on the other side
 * and 600 links, every link can be reached page by page, Manage finds a record past the first
 * 500 by its name, and the toggles are the form's: they outlive a tab switch and a Save writes them.
 */
const form = twoTabForm({
  name: 'links',
  type: 'AssociatedList',
  label: 'Linked items',
  objectName: 't_link',
  relationField: 't_parentid',
});

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
  await userEvent.click(await screen.findByRole('tab', { name: /^Linked items/ }));
  const panel = await screen.findByRole('region', { name: 'Linked items' });
  return { ...rendered, ...fixture, panel };
}

/** Switches to General and back: the panel unmounts and mounts again. */
async function leaveTabAndReturn() {
  await userEvent.click(screen.getByRole('tab', { name: 'General' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Linked items' })).toBeNull());
  await userEvent.click(screen.getByRole('tab', { name: /^Linked items/ }));
  return screen.findByRole('region', { name: 'Linked items' });
}

/** Types into the manage search and waits for the one match. */
async function searchFor(panel: HTMLElement, name: string) {
  const box = await within(panel).findByRole('searchbox', { name: 'Search Items' });
  await userEvent.clear(box);
  await userEvent.type(box, `${name}{Enter}`);
  await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
  return within(panel).getByRole('button', { name: `Link ${name}` });
}

const formElement = (container: HTMLElement) => container.querySelector('.record-form') as HTMLElement;

beforeAll(loadRecordForm, 30_000);

describe('a many-to-many list with 600 items and 600 links', { timeout: 60_000 }, () => {
  it('reaches every link page by page, saying how many it shows of how many', async () => {
    const { panel, server } = await open(linkedParentId);
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(50));
    expect(within(panel).getByText('Showing 50 of 600')).toBeTruthy();
    let clicks = 0;
    while (within(panel).queryByRole('button', { name: 'Show more' })) {
      const before = within(panel).getAllByRole('link').length;
      await userEvent.click(within(panel).getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(within(panel).getAllByRole('link').length).toBeGreaterThan(before));
      clicks++;
    }
    const names = within(panel)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toHaveLength(itemCount);
    expect(new Set(names)).toEqual(new Set(Array.from({ length: itemCount }, (_, n) => itemName(n + 1))));
    // everything shown: no count line, no Show more
    expect(within(panel).queryByText(/^Showing/)).toBeNull();
    expect(clicks).toBe(11);
    const linkPages = (server.bodiesOf('POST /api/fetch') as FetchQuery[]).filter(
      (query) => query.entity.name === 't_link' && !query.entity.attributes?.some((a) => a.aggregate),
    );
    expect(linkPages.map((query) => query.page)).toEqual(Array.from({ length: 12 }, (_, n) => n + 1));
    expect(server.unanswered).toEqual([]);
  });

  it('unlinks a record past 500 found by search; the toggle outlives a tab switch and Save deletes its link', async () => {
    const { panel, batches, container } = await open(linkedParentId);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Manage' }));
    expect(await within(panel).findByText('Showing 50 of 600')).toBeTruthy();
    const check = await searchFor(panel, itemName(550));
    // the link beyond the first 500 is known: checked
    await waitFor(() => expect(check.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(check);
    expect(check.getAttribute('aria-pressed')).toBe('false');
    expect(formElement(container).dataset.dirty).toBe('true');

    const back = await leaveTabAndReturn();
    // the pending toggle brought manage mode back, and it is still there
    const again = await searchFor(back, itemName(550));
    await waitFor(() => expect(again.hasAttribute('disabled')).toBe(false));
    expect(again.getAttribute('aria-pressed')).toBe('false');
    expect(batches).toEqual([]);

    const saved = newToast('Record saved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await saved();
    expect(batches).toEqual([
      [{ name: 't_link', operation: 'delete', object: { id: linkId(550), versionnumber: 1 } }],
    ]);
    await waitFor(() => expect(formElement(container).dataset.dirty).toBeUndefined());
    // read again after the save: the item shows unlinked, as stored now
    await waitFor(() =>
      expect(
        within(back)
          .getByRole('button', { name: `Link ${itemName(550)}` })
          .getAttribute('aria-pressed'),
      ).toBe('false'),
    );
  });

  it('links a record past 500 from Manage, written on Done', async () => {
    const { panel, batches } = await open(bareParentId);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Add' }));
    const check = await searchFor(panel, itemName(575));
    await waitFor(() => expect(check.hasAttribute('disabled')).toBe(false));
    await userEvent.click(check);
    const back = await leaveTabAndReturn();
    await userEvent.click(within(back).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]).toEqual([
      { name: 't_link', operation: 'create', object: { t_parentid: bareParentId, t_itemid: itemId(575) } },
    ]);
    // the linked list read again shows it
    expect(await within(back).findByRole('link', { name: itemName(575) })).toBeTruthy();
  });
});
