import { expect, type Page, test } from '@playwright/test';
import { callApi, createRecord, deleteRecords, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/**
 * Issue 37's day in the life of the crm template: a quote edited on its General and Products
 * tabs, the tabs switched back and forth, saved on another tab than the one edited, reloaded,
 * and every typed value compared; with a colleague's changes made over the API in between
 * (fields and lines the user left alone adopted, the same line's same field shown, the user's
 * value kept for the next Save).
 */
type Line = { id: string; quantity: number; discount: number; versionnumber: number };

const tab = (page: Page, name: RegExp | string) => page.getByRole('tab', { name });

async function quoteLines(page: Page, quoteId: string): Promise<Line[]> {
  const rows = await fetchRows<Line & { productid: { label: string } }>(page, {
    entity: {
      name: 'quotedetail',
      attributes: ['id', 'quantity', 'discount', 'versionnumber', 'productid'].map((attribute) => ({
        attribute,
      })),
      filter: { conditions: [{ attribute: 'quoteid', operator: 'eq', value: quoteId }] },
      orders: [{ attribute: 'createdon' }],
    },
  });
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), discount: Number(row.discount) }));
}

/** A colleague's save over the API: `values` on the record, at its current version. */
async function colleagueSaves(page: Page, entity: string, id: string, values: Record<string, unknown>) {
  const [row] = await fetchRows<{ versionnumber: number }>(page, {
    entity: {
      name: entity,
      attributes: [{ attribute: 'versionnumber' }],
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
    },
  });
  const answer = await callApi(page, '/api/update', {
    name: entity,
    operation: 'update',
    object: { id, versionnumber: row?.versionnumber, ...values },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
}

test('a quote edited across its tabs keeps every typed value through tab switches, a colleague’s changes and a reload', async ({
  page,
}) => {
  // every save and re-read goes to the server, twice with a colleague's change in between
  test.slow();
  await signIn(page);
  const tag = Date.now().toString(36);
  const products = await fetchRows<{ id: string; name: string; price: number }>(page, {
    entity: {
      name: 'product',
      attributes: [{ attribute: 'id' }, { attribute: 'name' }, { attribute: 'price' }],
      filter: { conditions: [{ attribute: 'price', operator: 'gt', value: 0 }] },
      orders: [{ attribute: 'name' }],
    },
    pageSize: 3,
  });
  const [desk, lamp, third] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
  const quoteId = await createRecord(page, 'quote', { name: `Day quote ${tag}`, description: 'as created' });
  try {
    for (const product of [desk, lamp]) {
      await createRecord(page, 'quotedetail', {
        name: product.name,
        quoteid: quoteId,
        productid: product.id,
        quantity: 1,
        priceperunit: Number(product.price),
        discount: 0,
      });
    }
    await page.goto(`${appUrl('demo')}/sales/edit/quote/${quoteId}`);
    const quoteName = page.getByLabel('Quote Name');
    await expect(quoteName).toHaveValue(`Day quote ${tag}`);

    // General, then Products, then back: nothing typed is lost on the way
    await quoteName.fill(`Day quote ${tag} edited`);
    await tab(page, /^Products/).click();
    const quantity = (name: string) => page.getByLabel(`Quantity: ${name}`);
    await quantity(desk.name).fill('3');
    await quantity(desk.name).press('Tab');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(third.name);
    await page.getByRole('button', { name: `Add ${third.name}`, exact: true }).click();
    await tab(page, 'General').click();
    await expect(quoteName).toHaveValue(`Day quote ${tag} edited`);
    await tab(page, /^Products/).click();
    await expect(quantity(desk.name)).toHaveValue('3.00');
    await expect(quantity(third.name)).toHaveValue('1.00');

    // meanwhile a colleague changes what this user left alone: the quote's description and the
    // desk line's discount (the user changed its quantity)
    const [deskLine] = await quoteLines(page, quoteId);
    await colleagueSaves(page, 'quote', quoteId, { description: 'by the colleague' });
    await colleagueSaves(page, 'quotedetail', String(deskLine?.id), { discount: 10 });

    // saved from the General tab: the lines go with the quote, merged with the colleague's
    await tab(page, 'General').click();
    await save(page);
    await page.reload();
    await expect(quoteName).toHaveValue(`Day quote ${tag} edited`);
    await expect(page.getByLabel('Description')).toHaveValue('by the colleague');
    await tab(page, /^Products/).click();
    await expect(quantity(desk.name)).toHaveValue('3.00');
    await expect(page.getByLabel(`Discount (%): ${desk.name}`)).toHaveValue('10');
    await expect(quantity(lamp.name)).toHaveValue('1.00');
    await expect(quantity(third.name)).toHaveValue('1.00');
    expect((await quoteLines(page, quoteId)).map((line) => [line.quantity, line.discount])).toEqual([
      [3, 10],
      [1, 0],
      [1, 0],
    ]);

    // the same field of the same line changed by both: shown, the user's value kept for the next Save
    await quantity(desk.name).fill('4');
    await quantity(desk.name).press('Tab');
    await colleagueSaves(page, 'quotedetail', String(deskLine?.id), { quantity: 6 });
    await tab(page, 'General').click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const refused = page.getByRole('alertdialog', { name: 'The record was not saved' });
    await expect(refused).toContainText('This record was modified by');
    await refused.getByRole('button', { name: 'OK' }).click();
    await tab(page, /^Products/).click();
    await expect(quantity(desk.name)).toHaveValue('4.00');
    await save(page);
    await expect.poll(async () => (await quoteLines(page, quoteId))[0]?.quantity).toBe(4);
  } finally {
    const lines = await quoteLines(page, quoteId).catch(() => []);
    await deleteRecords(
      page,
      'quotedetail',
      lines.map((line) => line.id),
    );
    await deleteRecords(page, 'quote', [quoteId]);
  }
});
