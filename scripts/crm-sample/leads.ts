/** Generates the leads (05_lead.json): the first ten were qualified into opportunities of existing accounts. */
import type { AccountLists } from './accounts-contacts.js';
import { newCompanies } from './companies.js';
import { createdIn, dayAt, officeTime } from './dates.js';
import { accountId, leadId } from './ids.js';
import { email, person, seniorTitles, staffTitles } from './names.js';
import { type City, cities } from './places.js';
import { at, rngFor } from './random.js';
import { type Row, type SampleFile, stamps } from './rows.js';
import { sales } from './team.js';
import { phone, slug, withoutLegalForm } from './text.js';

const leadTopics = [
  'Heat pump retrofit for office building',
  'Cooling for new server room',
  'Ventilation upgrade for production hall',
  'Building management system rollout',
  'Boiler room modernisation',
  'Solar inverters for warehouse roof',
  'Maintenance contract for HVAC plant',
  'Energy audit follow-up',
  'Chiller replacement before summer',
  'Smart thermostats for branch offices',
];
/** Leads 0 to 9 were qualified into opportunities 0 to 9 of existing accounts. */
export const qualifiedLeads = 10;

export type Leads = {
  /** Account index of each qualified lead. */
  leadAccounts: number[];
  /** Creation time of each lead. */
  leadCreated: number[];
};

export function generateLeads({ accounts, salesAccounts }: AccountLists): Leads & { file: SampleFile } {
  const leadAccounts: number[] = [];
  const leadCreated: number[] = [];
  const rng = rngFor('lead');
  const rows: Row[] = [];
  for (let index = 0; index < 30; index++) {
    const qualified = index < qualifiedLeads;
    const disqualified = index >= 27;
    let company: string;
    let city: City;
    let accountIndex: number | undefined;
    if (qualified) {
      accountIndex = at(salesAccounts, (index * 7) % salesAccounts.length);
      const account = at(accounts, accountIndex);
      company = account.name;
      city = account.city;
      leadAccounts.push(accountIndex);
    } else {
      const [name, cityName] = at(newCompanies, index - qualifiedLeads);
      company = name;
      const found = cities[cityName];
      if (!found) throw new Error(`unknown city ${cityName}`);
      city = found;
    }
    const p = person(rng, city.country);
    const domain = `${slug(company)}.example`;
    // qualified leads are spaced over the year, so their orders and invoices fill the monthly charts
    const created = qualified
      ? officeTime(rng, dayAt(-350 + index * 26 + rng.int(0, 10)))
      : createdIn(rng, 330, 2);
    leadCreated.push(created);
    rows.push({
      id: leadId(index),
      name: `${rng.pick(leadTopics)} – ${withoutLegalForm(company)}`,
      firstname: p.first,
      lastname: p.last,
      companyname: company,
      jobtitle: rng.pick([...seniorTitles, ...staffTitles]),
      emailaddress1: email(p, domain),
      telephone1: phone(rng, city.country),
      websiteurl: `https://www.${domain}`,
      leadsourcecode: rng.pick([1, 1, 2, 3, 4, 5, 6]),
      leadqualitycode: qualified ? rng.pick([1, 2]) : disqualified ? 3 : rng.pick([1, 2, 2, 3]),
      industrycode: accountIndex !== undefined ? at(accounts, accountIndex).industry : rng.int(1, 12),
      estimatedvalue: rng.int(3, 90) * 1000,
      ...(accountIndex !== undefined ? { parentaccountid: accountId(accountIndex) } : {}),
      address1_city: city.city,
      address1_country: city.country,
      description: qualified
        ? 'Qualified: budget confirmed, converted to an opportunity.'
        : disqualified
          ? 'Disqualified: no budget this year.'
          : 'Asked for a call back and a first price indication.',
      ...stamps(rng, created, rng.chance(0.9) ? rng.pick(sales) : undefined, qualified || disqualified),
    });
  }
  return { leadAccounts, leadCreated, file: { file: '05_lead.json', entity: 'lead', rows } };
}
