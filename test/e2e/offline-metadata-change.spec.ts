import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';
import { offlineInBrowser, saveForm } from './offline-steps.js';

// the app's code must load with the network off: the service worker, which other specs block
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 27's bad input "a record whose entity lost a field meanwhile": an edit queued offline
 * names a field the administrator deleted before Sync. Sync fetches the metadata first, checks
 * the queue against it and refuses the write on its record with what to do; nothing is sent
 * half, nothing is dropped without the user's word.
 */

/** A metadata designer call (POST, PUT or DELETE) with the page's session. */
function designerCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          'access-token': sessionStorage.getItem('strata.session') ?? '',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
}

type Panel = { type?: string; fields?: { name: string }[]; panels?: Panel[] };

/** The form's panels without `field`: what an administrator does before deleting it. */
function withoutField(panel: Panel, field: string): Panel {
  return {
    ...panel,
    ...(panel.fields ? { fields: panel.fields.filter((item) => item.name !== field) } : {}),
    ...(panel.panels ? { panels: panel.panels.map((child) => withoutField(child, field)) } : {}),
  };
}

test('an edit queued offline to a field deleted meanwhile is refused at Sync with what to do', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(3).toString('hex');
  const entity = `e2e_gauge_${tag}`;
  const plural = `Gauges ${tag}`;
  await signIn(page, { fresh: true, path: '/customize/' });
  const created = await designerCall(page, 'POST', '/api/metadata/objects', {
    logicalName: entity,
    displayName: `Gauge ${tag}`,
    displayNamePlural: plural,
  });
  expect(created.status, created.text).toBe(201);
  const field = await designerCall(page, 'POST', `/api/metadata/objects/${entity}/properties?place=form`, {
    logicalName: 'code',
    displayName: 'Site code',
    type: 'String',
  });
  expect(field.status, field.text).toBe(201);
  const name = `Boiler room ${tag}`;
  const id = await createRecord(page, entity, { name, code: 'A1' });

  // the same administrator on a laptop: Go Offline from the Customize app, where the entity is
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const laptop = await context.newPage();
    await offlineInBrowser(laptop);
    await signIn(laptop, { fresh: true, path: `/customize/list/${entity}` });
    await laptop.getByRole('button', { name: /^Profile of / }).click();
    await laptop.getByRole('menuitem', { name: 'Go Offline' }).click();
    const choose = laptop.getByRole('dialog', { name: 'Go Offline' });
    await choose.getByLabel('Add an entity').selectOption({ label: plural });
    await expect(choose.getByRole('checkbox', { name: plural })).toBeChecked();
    await choose.getByRole('button', { name: 'Take offline' }).click();
    await laptop.waitForEvent('load', { timeout: 60_000 });
    await laptop.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await laptop.goto(`${appUrl('demo')}/customize/edit/${entity}/${id}`);
    await laptop.getByRole('textbox', { name: 'Site code' }).fill('B2');
    await saveForm(laptop);

    // meanwhile the administrator takes the field off the form and deletes it
    const [form] = await fetchRows<{ id: string; body: string; versionnumber: number }>(page, {
      entity: {
        name: 'inu_view',
        attributes: [{ attribute: 'id' }, { attribute: 'body' }, { attribute: 'versionnumber' }],
        filter: {
          conditions: [
            { attribute: 'objectname', operator: 'eq', value: entity },
            { attribute: 'kind', operator: 'eq', value: 'form' },
          ],
        },
      },
    });
    expect(form).toBeDefined();
    const body = JSON.parse(form?.body ?? '{}') as { panel: Panel };
    const updated = await designerCall(page, 'POST', '/api/update', {
      operation: 'update',
      name: 'inu_view',
      object: {
        id: form?.id,
        versionnumber: form?.versionnumber,
        body: JSON.stringify({ ...body, panel: withoutField(body.panel, 'code') }),
      },
    });
    expect(updated.status, updated.text).toBe(200);
    const deleted = await designerCall(
      page,
      'DELETE',
      `/api/metadata/objects/${entity}/properties/code?confirm=code`,
    );
    expect(deleted.status, deleted.text).toBe(200);

    await context.setOffline(false);
    await laptop.getByRole('button', { name: /^Profile of / }).click();
    await laptop.getByRole('menuitem', { name: 'Go Online' }).click();
    const sync = laptop.getByRole('dialog', { name: 'Synchronizing' });
    const refusal = sync.getByRole('region', { name: `Not saved: ${name}` });
    await expect(refusal.getByRole('alert')).toHaveText(
      'These fields no longer exist: code. Discard this change and make it again online without them.',
      { timeout: 30_000 },
    );
    // discarded by the user's word, the laptop works online again (a page load)
    const loaded = laptop.waitForEvent('load', { timeout: 30_000 });
    await refusal.getByRole('button', { name: 'Discard my change' }).click();
    await loaded;
    await laptop.getByRole('button', { name: /^Profile of / }).click();
    await expect(laptop.getByRole('menuitem', { name: 'Go Offline' })).toBeVisible();
    const [row] = await fetchRows<{ name: string }>(page, {
      entity: {
        name: entity,
        attributes: [{ attribute: 'name' }],
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
      },
    });
    expect(row?.name).toBe(name);
  } finally {
    await context.close().catch(() => undefined);
    await designerCall(page, 'DELETE', `/api/metadata/objects/${entity}?confirm=${entity}`);
  }
});
