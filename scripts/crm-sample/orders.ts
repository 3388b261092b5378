/** Generates the sales orders (10_salesorder.json) and their lines (11_salesorderdetail.json). */
import { type AccountLists, type Contact, primaryContact } from './accounts-contacts.js';
import { after, createdIn, dateOnly, day } from './dates.js';
import { salesOrderId, uuid } from './ids.js';
import { type Line, lineRow, makeLines, sumLines } from './line-items.js';
import { type Opportunity, wonCount } from './opportunities.js';
import type { Quote } from './quotes.js';
import { at, rngFor } from './random.js';
import { type SampleFile, stamps } from './rows.js';

export type Order = {
  id: string;
  account: number;
  quote?: number;
  number: string;
  date: number;
  lines: Line[];
  total: number;
  status: string;
};

/** Orders 0 to 9 come from the won quotes, 10 and 11 are recent spare-parts reorders. */
export function generateOrders({
  accounts,
  customerAccounts,
  contacts,
  opportunities,
  quotes,
}: AccountLists & { contacts: Contact[]; opportunities: Opportunity[]; quotes: Quote[] }): {
  orders: Order[];
  files: SampleFile[];
} {
  const orders: Order[] = [];
  const rng = rngFor('salesorder');
  for (let index = 0; index < 12; index++) {
    const status = index < 8 ? 'invoiced' : index < 10 ? 'shipped' : index === 10 ? 'confirmed' : 'new';
    if (index < wonCount) {
      const q = at(quotes, index);
      orders.push({
        id: salesOrderId(index),
        account: at(opportunities, q.opportunity).account,
        quote: index,
        number: `ORD-${10001 + index}`,
        date: after(rng, q.created, 7, 25),
        lines: q.lines,
        total: q.total,
        status,
      });
    } else {
      const lines = makeLines(rng, 2);
      orders.push({
        id: salesOrderId(index),
        account: at(customerAccounts, (index * 5) % customerAccounts.length),
        number: `ORD-${10001 + index}`,
        date: createdIn(rng, 20, 2),
        lines,
        total: sumLines(lines),
        status,
      });
    }
  }
  const rows = orders.map((o) => {
    const account = at(accounts, o.account);
    const q = o.quote !== undefined ? at(quotes, o.quote) : undefined;
    return {
      id: o.id,
      name: q ? at(opportunities, q.opportunity).name : `Spare parts reorder – ${account.name}`,
      ordernumber: o.number,
      accountid: account.id,
      contactid: primaryContact(contacts, o.account).id,
      ...(q ? { quoteid: q.id, opportunityid: at(opportunities, q.opportunity).id } : {}),
      orderstatus: o.status,
      totalamount: o.total,
      orderdate: dateOnly(o.date),
      requestdeliveryby: dateOnly(o.date + rng.int(14, 42) * day),
      paymenttermscode: rng.pick([14, 30, 30, 60]),
      ...stamps(rng, o.date, account.owner, o.status === 'invoiced'),
    };
  });
  const detailRows = orders.flatMap((o, oi) =>
    o.lines.map((line, li) =>
      lineRow(
        'salesorderid',
        o.id,
        line,
        uuid('salesorderdetail', oi * 10 + li),
        stamps(rng, o.date, at(accounts, o.account).owner),
      ),
    ),
  );
  return {
    orders,
    files: [
      { file: '10_salesorder.json', entity: 'salesorder', rows },
      { file: '11_salesorderdetail.json', entity: 'salesorderdetail', rows: detailRows },
    ],
  };
}
