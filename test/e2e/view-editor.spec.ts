import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn, titleBarCommand } from './helpers.js';

/**
 * The view editor at /customize/edit/inu_view/{id} over a private list view of its own (label
 * "zz ...", so other specs' default views stay first): a broken body shows its path as it is
 * typed and cannot be saved; a valid change previews its rows and saves.
 */
test.describe('view editor', () => {
  test('shows the path of an invalid body as you type, then previews and saves a valid one', async ({
    page,
  }) => {
    const tag = randomBytes(4).toString('hex');
    await signIn(page, { path: '/customize/' });
    await createRecord(page, 'account', { name: `Ved ${tag} one` });
    const body = (columns: unknown) =>
      JSON.stringify(
        {
          query: {
            entity: {
              name: 'account',
              attributes: [{ attribute: 'name' }, { attribute: 'telephone1' }],
              filter: { conditions: [{ attribute: 'name', operator: 'like', value: `Ved ${tag}%` }] },
            },
          },
          columns,
        },
        null,
        2,
      );
    const id = await createRecord(page, 'inu_view', {
      name: `ved_${tag}`,
      label: `zz view editor ${tag}`,
      kind: 'view',
      objectname: 'account',
      isprivate: true,
      body: body([{ attribute: 'name' }]),
    });
    await page.goto(`${appUrl('demo')}/customize/edit/inu_view/${id}`);
    const title = `View: zz view editor ${tag}`;
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const editor = page.getByTestId('json-editor').locator('.cm-content');
    await expect(editor).toBeVisible();
    const problems = page.getByTestId('view-problems');
    await expect(problems).toContainText('The body is valid.');

    await editor.fill(body([{ attribute: 'name', width: 'wide' }]));
    await expect(problems).toContainText('columns.0.width');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await editor.fill('{"query": ');
    await expect(problems).toContainText('Not JSON');

    await editor.fill(body([{ attribute: 'name' }, { attribute: 'telephone1' }]));
    await expect(problems).toContainText('The body is valid.');
    const preview = page.getByRole('table', { name: 'First rows of this list' });
    await expect(
      preview.getByRole('columnheader', { name: 'Main Phone' }).or(preview.getByRole('columnheader').nth(1)),
    ).toBeVisible();
    await expect(preview).toContainText(`Ved ${tag} one`);
    await titleBarCommand(page, title, 'Save');
    await expect(page.getByText('Saved')).toBeVisible();
    await expect
      .poll(async () => {
        const [row] = await fetchRows<{ body: string }>(page, {
          entity: {
            name: 'inu_view',
            attributes: [{ attribute: 'body' }],
            filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
          },
        });
        return JSON.parse(row?.body ?? '{}').columns?.length;
      })
      .toBe(2);
  });
});
