import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn, titleBarCommand } from './helpers.js';

/**
 * The view editor at /customize/edit/inu_view/{id} over a private list view of its own (label
 * "zz ...", so other specs' default views stay first): a change typed into CodeMirror is saved
 * to the server. The problems of a body as it is typed and the preview of its rows are checked
 * in web/src/designer/view-editor/ViewEditorScreen.dom.test.tsx.
 */
test.describe('view editor', () => {
  test('a valid body typed into the editor is saved', async ({ page }) => {
    const tag = randomBytes(4).toString('hex');
    await signIn(page, { path: '/customize/' });
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

    await editor.fill(body([{ attribute: 'name' }, { attribute: 'telephone1' }]));
    await expect(problems).toContainText('The body is valid.');
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
