/** Generates the opportunities (06_opportunity.json): ten won, four lost, the rest open. */
import { type Account, type AccountLists, type Contact, primaryContact } from './accounts-contacts.js';
import { after, createdIn, dateOnly, dayAt } from './dates.js';
import { leadId, opportunityId } from './ids.js';
import { type Leads, qualifiedLeads } from './leads.js';
import { at, rngFor } from './random.js';
import { type SampleFile, stamps } from './rows.js';
import { withoutLegalForm } from './text.js';

export type Stage = 'qualify' | 'develop' | 'propose' | 'close';
export type Opportunity = {
  id: string;
  account: number;
  name: string;
  created: number;
  outcome: 'won' | 'lost' | 'open';
  stage: Stage;
};
const opportunityTopics = [
  'HVAC modernisation',
  'Chiller replacement',
  'BMS rollout',
  'Annual maintenance contract',
  'Solar inverter installation',
  'Air handling upgrade',
  'Boiler room refurbishment',
  'Remote monitoring subscription',
  'Heat pump retrofit',
  'Spare parts framework agreement',
];
/** Opportunities 0 to 9 are won (each has a won quote and an order), 10 to 13 lost, the rest open. */
/**
 * What an opportunity's row takes from its quote (quotes.ts's Quote has these): named here so
 * that quotes.ts, which builds on the opportunities, is not imported back.
 */
export type QuoteOfOpportunity = { opportunity: number; total: number; created: number };

export const wonCount = 10;
const lostCount = 4;

/** The opportunities in memory; their rows are written by generateOpportunityRows once the quotes exist. */
export function generateOpportunities({
  accounts,
  salesAccounts,
  leadAccounts,
  leadCreated,
}: AccountLists & Leads): Opportunity[] {
  const opportunities: Opportunity[] = [];
  const rng = rngFor('opportunity');
  for (let index = 0; index < 40; index++) {
    const outcome = index < wonCount ? 'won' : index < wonCount + lostCount ? 'lost' : 'open';
    const account =
      index < qualifiedLeads
        ? at(leadAccounts, index)
        : at(salesAccounts, (index * 11 + 3) % salesAccounts.length);
    const created =
      index < qualifiedLeads
        ? after(rng, at(leadCreated, index), 1, 10)
        : outcome === 'won'
          ? createdIn(rng, 330, 90)
          : createdIn(rng, 300, 3);
    const stage: Stage =
      outcome === 'won'
        ? 'close'
        : outcome === 'lost'
          ? rng.pick(['develop', 'propose'])
          : rng.pick(['qualify', 'qualify', 'develop', 'develop', 'propose', 'close']);
    const name = `${rng.pick(opportunityTopics)} – ${withoutLegalForm(at(accounts, account).name)}`;
    opportunities.push({ id: opportunityId(index), account, name, created, outcome, stage });
  }
  return opportunities;
}

export function generateOpportunityRows({
  accounts,
  contacts,
  opportunities,
  quotes,
}: {
  accounts: Account[];
  contacts: Contact[];
  opportunities: Opportunity[];
  quotes: QuoteOfOpportunity[];
}): SampleFile {
  const rng = rngFor('opportunity-rows');
  const probability: Record<Stage, [number, number]> = {
    qualify: [10, 20],
    develop: [30, 50],
    propose: [55, 75],
    close: [80, 95],
  };
  const rows = opportunities.map((o, index) => {
    const account = at(accounts, o.account);
    const quote = quotes.find((q) => q.opportunity === index);
    const estimated = quote
      ? Math.round((quote.total * (0.9 + rng.next() * 0.25)) / 500) * 500
      : rng.int(4, 160) * 1000;
    const [low, high] = probability[o.stage];
    const closed = o.outcome !== 'open' ? after(rng, quote ? quote.created : o.created, 7, 30) : undefined;
    return {
      id: o.id,
      name: o.name,
      accountid: account.id,
      contactid: primaryContact(contacts, o.account).id,
      ...(index < qualifiedLeads ? { originatingleadid: leadId(index) } : {}),
      stage: o.stage,
      probability: o.outcome === 'won' ? 100 : o.outcome === 'lost' ? 0 : rng.int(low / 5, high / 5) * 5,
      opportunityratingcode:
        o.outcome === 'lost' ? 3 : o.outcome === 'won' ? rng.pick([1, 2]) : rng.pick([1, 2, 2, 3]),
      estimatedvalue: estimated,
      estimatedclosedate: dateOnly(closed ?? dayAt(rng.int(-10, 120))),
      ...(o.outcome === 'won' && quote ? { actualvalue: quote.total } : {}),
      ...(closed ? { actualclosedate: dateOnly(closed) } : {}),
      description:
        o.outcome === 'won'
          ? 'Won: order placed after the quote was accepted.'
          : o.outcome === 'lost'
            ? 'Lost to a competitor on price.'
            : 'Customer evaluating options; next step agreed with the decision maker.',
      ...stamps(rng, o.created, rng.chance(0.9) ? account.owner : undefined, o.outcome !== 'open'),
    };
  });
  return { file: '06_opportunity.json', entity: 'opportunity', rows };
}
