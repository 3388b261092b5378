/** Generates the quotes (08_quote.json) and their lines (09_quotedetail.json). */
import { type Account, type Contact, primaryContact } from './accounts-contacts.js';
import { after, dateOnly, day } from './dates.js';
import { quoteId, uuid } from './ids.js';
import { type Line, lineRow, makeLines, sumLines } from './line-items.js';
import { type Opportunity, wonCount } from './opportunities.js';
import { at, rngFor } from './random.js';
import { type SampleFile, stamps } from './rows.js';

export type Quote = {
  id: string;
  opportunity: number;
  number: string;
  created: number;
  lines: Line[];
  total: number;
  status: string;
};
/** Quotes 0 to 9 belong to the won opportunities, 10 to 13 to open ones, 14 to a lost one. */
const quoteLineCounts = [3, 2, 3, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 3, 3];

export function generateQuotes({
  accounts,
  contacts,
  opportunities,
}: {
  accounts: Account[];
  contacts: Contact[];
  opportunities: Opportunity[];
}): { quotes: Quote[]; files: SampleFile[] } {
  // the first four open opportunities in the later stages get quotes too
  const quotedOpen = opportunities.flatMap((o, i) =>
    o.outcome === 'open' && (o.stage === 'propose' || o.stage === 'close') ? [i] : [],
  );
  const quotes: Quote[] = [];
  const rng = rngFor('quote');
  quoteLineCounts.forEach((count, index) => {
    const opportunity = index < wonCount ? index : index < 14 ? at(quotedOpen, index - wonCount) : wonCount;
    const o = at(opportunities, opportunity);
    const status = index < wonCount ? 'won' : index === 13 ? 'draft' : index === 14 ? 'lost' : 'sent';
    const lines = makeLines(rng, count);
    quotes.push({
      id: quoteId(index),
      opportunity,
      number: `QUO-${10001 + index}`,
      created: after(rng, o.created, 5, 20),
      lines,
      total: sumLines(lines),
      status,
    });
  });
  const quoteRows = quotes.map((q) => {
    const o = at(opportunities, q.opportunity);
    const account = at(accounts, o.account);
    return {
      id: q.id,
      name: o.name,
      quotenumber: q.number,
      accountid: account.id,
      contactid: primaryContact(contacts, o.account).id,
      opportunityid: o.id,
      quotestatus: q.status,
      totalamount: q.total,
      effectivefrom: dateOnly(q.created),
      effectiveto: dateOnly(q.created + 30 * day),
      paymenttermscode: rng.pick([14, 30, 30, 60]),
      description: 'Prices excl. VAT. Delivery within 4 weeks of order.',
      ...stamps(rng, q.created, account.owner, q.status === 'won' || q.status === 'lost'),
    };
  });
  const detailRows = quotes.flatMap((q, qi) =>
    q.lines.map((line, li) =>
      lineRow(
        'quoteid',
        q.id,
        line,
        uuid('quotedetail', qi * 10 + li),
        stamps(rng, q.created, at(accounts, at(opportunities, q.opportunity).account).owner),
      ),
    ),
  );
  return {
    quotes,
    files: [
      { file: '08_quote.json', entity: 'quote', rows: quoteRows },
      { file: '09_quotedetail.json', entity: 'quotedetail', rows: detailRows },
    ],
  };
}
