import { expect, type Page, test } from '@playwright/test';
import { createRecord, createUserWithRole, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/**
 * Product lines in cart mode and the many-to-many manage mode (issue 21, spec 002 sections 2
 * to 6), driven by a salesperson through the quote and opportunity forms.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function salesperson(page: Page, browser: import('@playwright/test').Browser) {
  await signIn(page);
  const suffix = unique();
  const email = `cart${suffix}@example.com`;
  const password = `cart password ${suffix}`;
  await createUserWithRole(page, { name: `Cara ${suffix}`, email, password, role: 'salesperson' });
  const context = await browser.newContext();
  const sales = await context.newPage();
  await signIn(sales, { email, password });
  return { sales, suffix, close: () => context.close() };
}

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
};

const money = (value: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

test('a salesperson builds a quote of five products with the cart, changes a discount and removes a line', async ({
  page,
  browser,
}) => {
  // two users sign in and every save goes to the server: slow on a busy machine
  test.slow();
  const { sales, suffix, close } = await salesperson(page, browser);
  const products = await fetchRows<{ id: string; name: string; price: number }>(page, {
    entity: {
      name: 'product',
      attributes: [{ attribute: 'id' }, { attribute: 'name' }, { attribute: 'price' }],
      filter: { conditions: [{ attribute: 'price', operator: 'gt', value: 0 }] },
      orders: [{ attribute: 'name' }],
    },
    pageSize: 5,
  });
  expect(products).toHaveLength(5);
  const [p1, p2, p3, p4, p5] = products.map((product) => ({ ...product, price: Number(product.price) })) as [
    { id: string; name: string; price: number },
    ...{ id: string; name: string; price: number }[],
  ];

  // a new quote: the cart asks to save first
  await sales.goto(`${appUrl('demo')}/sales/edit/quote/0`);
  await sales.getByRole('tab', { name: /^Products/ }).click();
  await expect(sales.getByText('Save to add products: save the record first.')).toBeVisible();
  await sales.getByRole('tab', { name: 'General' }).click();
  await sales.getByLabel('Quote Name').fill(`Cart quote ${suffix}`);
  await save(sales);
  await expect(sales).toHaveURL(/\/sales\/edit\/quote\/[0-9a-f-]{36}$/);
  const quoteId = sales.url().split('/').at(-1) ?? '';

  await sales.getByRole('tab', { name: /^Products/ }).click();
  const search = sales.getByRole('searchbox', { name: 'Search products' });
  const cart = sales.locator('.cart-lines');
  for (const product of [p1, p2, p3, p4]) {
    await search.fill(product?.name ?? '');
    await sales.getByRole('button', { name: `Add ${product?.name}`, exact: true }).click();
  }
  // the keyboard: Enter in the search adds the first match; + again raises the quantity
  await search.fill(p5?.name ?? '');
  await expect(sales.getByRole('button', { name: `Add ${p5?.name}`, exact: true })).toBeVisible();
  await search.press('Enter');
  await search.fill(p1.name);
  await sales.getByRole('button', { name: `Add ${p1.name}`, exact: true }).click();
  await expect(cart.getByRole('row', { name: p1.name }).getByLabel(`Quantity: ${p1.name}`)).toHaveValue(
    '2.00',
  );
  await expect(cart.locator('tbody tr')).toHaveCount(5);
  const allTotal = 2 * p1.price + (p2?.price ?? 0) + (p3?.price ?? 0) + (p4?.price ?? 0) + (p5?.price ?? 0);
  await expect(sales.getByTestId('cart-total')).toHaveText(money(allTotal));
  await save(sales);

  // a discount over 100 % is refused in the editor; 10 % is taken and the total follows live
  await sales.reload();
  await sales.getByRole('tab', { name: /^Products/ }).click();
  const discount = cart.getByLabel(`Discount (%): ${p2?.name}`);
  await discount.fill('150');
  await expect(cart.getByText('Discount must be a whole number from 0 to 100 %.')).toBeVisible();
  await expect(sales.getByTestId('cart-total')).toHaveText(money(allTotal));
  await discount.fill('10');
  const discounted = Math.round((allTotal - (p2?.price ?? 0) * 0.1) * 100) / 100;
  await expect(sales.getByTestId('cart-total')).toHaveText(money(discounted));
  // minus on a line of one removes it
  await sales.getByRole('button', { name: `One less ${p3?.name}`, exact: true }).click();
  const expected = Math.round((discounted - (p3?.price ?? 0)) * 100) / 100;
  await expect(sales.getByTestId('cart-total')).toHaveText(money(expected));
  await save(sales);

  await sales.reload();
  await sales.getByRole('tab', { name: /^Products/ }).click();
  await expect(cart.locator('tbody tr')).toHaveCount(4);
  await expect(sales.getByTestId('cart-total')).toHaveText(money(expected));
  const [quote] = await fetchRows<{ totalamount: number }>(page, {
    entity: {
      name: 'quote',
      attributes: [{ attribute: 'totalamount' }],
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: quoteId }] },
    },
  });
  expect(Number(quote?.totalamount)).toBe(expected);
  await sales.getByRole('tab', { name: 'General' }).click();
  // the form writes the amount as lists do (issue 22): grouped, two decimals, the currency
  await expect(sales.getByLabel('Total Amount')).toHaveValue(`${money(expected)}\u00a0€`);

  // the keyboard: Delete on a focused line removes it
  await sales.getByRole('tab', { name: /^Products/ }).click();
  await cart.getByRole('row', { name: p4?.name }).focus();
  await sales.keyboard.press('Delete');
  await expect(cart.getByRole('row', { name: p4?.name })).toHaveClass(/removed/);
  await save(sales);
  await expect
    .poll(async () => {
      const rows = await fetchRows(page, {
        entity: {
          name: 'quotedetail',
          attributes: [{ attribute: 'id' }],
          filter: { conditions: [{ attribute: 'quoteid', operator: 'eq', value: quoteId }] },
        },
      });
      return rows.length;
    })
    .toBe(3);
  await close();
});

test('the manage mode of a many-to-many list links and unlinks contacts in one go', async ({
  page,
  browser,
}) => {
  // two users sign in and every save goes to the server: slow on a busy machine
  test.slow();
  const { sales, suffix, close } = await salesperson(page, browser);
  const opportunityId = await createRecord(page, 'opportunity', { name: `Stakes ${suffix}` });
  const [first, second] = await Promise.all(
    ['Ada', 'Ben'].map((name) =>
      createRecord(page, 'contact', {
        firstname: name,
        lastname: `Stake${suffix}`,
        name: `${name} Stake${suffix}`,
      }),
    ),
  );
  const linked = async () =>
    (
      await fetchRows<{ contactid: { id: string } }>(page, {
        entity: {
          name: 'opportunitycontact',
          attributes: [{ attribute: 'contactid' }],
          filter: { conditions: [{ attribute: 'opportunityid', operator: 'eq', value: opportunityId }] },
        },
      })
    )
      .map((row) => row.contactid.id)
      .sort();

  await sales.goto(`${appUrl('demo')}/sales/edit/opportunity/${opportunityId}`);
  await sales.getByRole('tab', { name: /^Stakeholders/ }).click();
  await expect(sales.getByText('No related contacts yet.')).toBeVisible();
  await sales.getByRole('button', { name: 'Manage' }).click();
  await sales.getByRole('button', { name: `Link Ada Stake${suffix}` }).click();
  await sales.getByRole('button', { name: `Link Ben Stake${suffix}` }).click();
  await expect(sales.getByRole('button', { name: `Link Ben Stake${suffix}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await sales.getByRole('button', { name: 'Done' }).click();
  await expect(sales.getByRole('link', { name: `Ada Stake${suffix}` })).toBeVisible();
  expect(await linked()).toEqual([first, second].sort());

  await sales.getByRole('button', { name: 'Manage' }).click();
  await sales.getByRole('button', { name: `Link Ada Stake${suffix}` }).click();
  await sales.getByRole('button', { name: 'Done' }).click();
  await expect(sales.getByRole('link', { name: `Ada Stake${suffix}` })).toHaveCount(0);
  await expect(sales.getByRole('link', { name: `Ben Stake${suffix}` })).toBeVisible();
  expect(await linked()).toEqual([second]);
  await close();
});
