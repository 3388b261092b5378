import { expect, test } from '@playwright/test';
import { createListView, createRecord, createScriptView } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { chooseView, signIn } from './helpers.js';

// invoice is this file's entity: its scripts apply to every invoice list of the demo org
const listChanged = `export default function (list) {
  list.notify('Invoices loaded: ' + list.rows.length);
}`;
const remind = `export default async function (list) {
  const row = list.rows.find((r) => r.id === list.selectedIds[0]);
  if (!row) return list.showMessage('Select an invoice first');
  await list.showMessage('Reminder for ' + row.name);
}`;
const broken = `export default function () {
  throw new Error('The mail server is away');
}`;

test('list scripts: listChanged runs on load, custom commands run their scripts', async ({ page }) => {
  await signIn(page);
  const prefix = `Scripted ${Date.now().toString(36)}`;
  for (const [name, source] of [
    ['invoice.listChanged', listChanged],
    ['invoice.remind', remind],
    ['invoice.escalate', broken],
  ] as const) {
    await createScriptView(page, 'invoice', name, source);
  }
  const view = `scripted_${Date.now().toString(36)}`;
  await createListView(page, {
    entity: 'invoice',
    name: view,
    label: prefix,
    prefix,
    more: {
      commands: [
        { kind: 'custom', name: 'remind', label: 'Send reminder' },
        { kind: 'custom', name: 'escalate', label: 'Escalate' },
        // no script of this name exists: the command is not offered
        { kind: 'custom', name: 'nothing', label: 'Does nothing' },
      ],
    },
  });
  for (const n of [1, 2, 3]) await createRecord(page, 'invoice', { name: `${prefix} ${n}` });

  await page.goto(`${appUrl('demo')}/sales/list/invoice`);
  await chooseView(page, view);
  await expect(page.getByText('Invoices loaded: 3').first()).toBeVisible();
  const commands = page.getByRole('toolbar', { name: /^Commands/ });
  await expect(commands.getByRole('button', { name: 'Does nothing' })).toHaveCount(0);

  await commands.getByRole('button', { name: 'Send reminder' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Select an invoice first');
  await alert.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('row', { name: new RegExp(`${prefix} 2`) }).focus();
  await commands.getByRole('button', { name: 'Send reminder' }).click();
  await expect(alert).toContainText(`Reminder for ${prefix} 2`);
  await alert.getByRole('button', { name: 'OK' }).click();

  // a script that fails says so and names itself
  await commands.getByRole('button', { name: 'Escalate' }).click();
  await expect(alert).toContainText('The script invoice.escalate failed');
  await expect(alert).toContainText('The mail server is away');
});
