/** Generates the invoices (13_invoice.json): for orders, deposits and annual maintenance contracts. */
import type { AccountLists } from './accounts-contacts.js';
import { after, dateOnly, day, dayAt, officeTime, reference } from './dates.js';
import { uuid } from './ids.js';
import { round2 } from './line-items.js';
import type { Order } from './orders.js';
import { products } from './products.js';
import { at, rngFor } from './random.js';
import { type SampleFile, stamps } from './rows.js';

type Invoice = { account: number; order?: Order; amount: number; date: number; label: string };

export function generateInvoices({
  accounts,
  customerAccounts,
  orders,
}: AccountLists & { orders: Order[] }): SampleFile {
  const rng = rngFor('invoice');
  const invoices: Invoice[] = [];
  orders.slice(0, 8).forEach((o) => {
    invoices.push({
      account: o.account,
      order: o,
      amount: o.total,
      date: after(rng, o.date, 7, 21),
      label: `Order ${o.number}`,
    });
  });
  orders.slice(8, 10).forEach((o) => {
    invoices.push({
      account: o.account,
      order: o,
      amount: round2(o.total * 0.3),
      date: after(rng, o.date, 2, 7),
      label: `Deposit 30 % on ${o.number}`,
    });
  });
  for (let k = 0; k < 5; k++) {
    const account = at(customerAccounts, (k * 3 + 1) % customerAccounts.length);
    const contract = at(products, 17);
    invoices.push({
      account,
      amount: contract.price,
      date: officeTime(rng, dayAt(-330 + k * 70 + rng.int(0, 20))),
      label: 'Annual maintenance contract',
    });
  }
  invoices.sort((x, y) => x.date - y.date);
  const rows = invoices.map((inv, index) => {
    const account = at(accounts, inv.account);
    const due = inv.date + 30 * day;
    const paid = due < reference - 5 * day ? rng.chance(0.9) : rng.chance(0.3);
    const paidOn = paid ? Math.min(inv.date + rng.int(5, 32) * day, dayAt(-1)) : undefined;
    return {
      id: uuid('invoice', index),
      name: `${inv.label} – ${account.name}`,
      invoicenumber: `INV-${10001 + index}`,
      accountid: account.id,
      ...(inv.order ? { salesorderid: inv.order.id } : {}),
      totalamount: inv.amount,
      invoicedate: dateOnly(inv.date),
      duedate: dateOnly(due),
      ispaid: paid,
      ...(paidOn ? { paidon: dateOnly(paidOn) } : {}),
      ...stamps(rng, inv.date, account.owner, paid),
    };
  });
  return { file: '13_invoice.json', entity: 'invoice', rows };
}
