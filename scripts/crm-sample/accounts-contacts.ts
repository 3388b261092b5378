/** Generates the accounts (03_account.json) and two contacts per account (04_contact.json). */
import { accountSeeds, parents } from './companies.js';
import { after, createdIn, dateOnly } from './dates.js';
import { accountId, contactId } from './ids.js';
import { email, person, seniorTitles, staffTitles } from './names.js';
import { type City, cities } from './places.js';
import { at, rngFor } from './random.js';
import { type Row, type SampleFile, stamps } from './rows.js';
import { accountExecutive, manager } from './team.js';
import { phone, slug } from './text.js';

export type Account = {
  id: string;
  name: string;
  city: City;
  street: string;
  lat: number;
  lon: number;
  type: number;
  industry: number;
  domain: string;
  created: number;
  owner: string;
};

export type AccountLists = {
  accounts: Account[];
  /** Indexes of the customers (relationship 1). */
  customerAccounts: number[];
  /** Indexes of the customers and prospects (relationship 1 or 2), the targets of sales work. */
  salesAccounts: number[];
};

export function generateAccounts(): AccountLists & { file: SampleFile } {
  const accounts: Account[] = [];
  const rng = rngFor('account');
  const rows = accountSeeds.map(([name, cityName, industry, type, employees, tags], index) => {
    const city = cities[cityName];
    if (!city) throw new Error(`unknown city ${cityName}`);
    const street = `${rng.pick(city.streets)} ${rng.int(1, 120)}`;
    const lat = Number((city.lat + (rng.next() - 0.5) * 0.03).toFixed(6));
    const lon = Number((city.lon + (rng.next() - 0.5) * 0.045).toFixed(6));
    const created = parents.has(index) ? createdIn(rng, 200, 120) : createdIn(rng, 360, 20);
    const owner =
      city.country === 'Czech Republic' || city.country === 'Germany' ? accountExecutive : manager;
    const domain = `${slug(name)}.example`;
    const account: Account = {
      id: accountId(index),
      name,
      city,
      street,
      lat,
      lon,
      type,
      industry,
      domain,
      created,
      owner,
    };
    accounts.push(account);
    const revenue = Math.round((employees * rng.int(90, 260)) / 10) * 10000;
    const parent = parents.get(index);
    return {
      id: account.id,
      name,
      accountnumber: `ACC-${10001 + index}`,
      customertypecode: type,
      industrycode: industry,
      ...(parent !== undefined ? { parentaccountid: accountId(parent) } : {}),
      primarycontactid: contactId(index * 2),
      telephone1: phone(rng, city.country),
      emailaddress1: `info@${domain}`,
      websiteurl: `https://www.${domain}`,
      revenue,
      numberofemployees: employees,
      address1_street: street,
      address1_city: city.city,
      address1_postalcode: city.zip,
      address1_country: city.country,
      address1_latitude: lat,
      address1_longitude: lon,
      ...(tags ? { tags } : {}),
      description:
        type === 5
          ? 'Competitor in HVAC wholesale; watch their pricing in tenders.'
          : `Headquarters in ${city.city}, ${employees} employees.`,
      ...stamps(rng, created, rng.chance(0.9) ? owner : undefined, type === 5 && rng.chance(0.5)),
    };
  });
  return {
    accounts,
    customerAccounts: accounts.flatMap((a, i) => (a.type === 1 ? [i] : [])),
    salesAccounts: accounts.flatMap((a, i) => (a.type <= 2 ? [i] : [])),
    file: { file: '03_account.json', entity: 'account', rows },
  };
}

export type Contact = { id: string; account: number; name: string };

/** The decision maker of an account (its first contact). */
export const primaryContact = (contacts: Contact[], account: number) => at(contacts, account * 2);
/** The on-site contact of an account (its second contact). */
export const siteContact = (contacts: Contact[], account: number) => at(contacts, account * 2 + 1);

export function generateContacts(accounts: Account[]): { contacts: Contact[]; file: SampleFile } {
  const contacts: Contact[] = [];
  const rng = rngFor('contact');
  const rows: Row[] = [];
  accounts.forEach((account, a) => {
    const used = new Set<string>();
    for (let k = 0; k < 2; k++) {
      const index = a * 2 + k;
      let p = person(rng, account.city.country);
      while (used.has(p.last)) p = person(rng, account.city.country);
      used.add(p.last);
      const title = k === 0 ? rng.pick(seniorTitles) : rng.pick(staffTitles);
      const academic =
        (account.city.country === 'Slovakia' || account.city.country === 'Czech Republic') &&
        rng.chance(0.35);
      const salutation = academic
        ? 'Ing.'
        : account.city.country !== 'Slovakia' && rng.chance(0.1)
          ? 'Dr.'
          : p.gender === 1
            ? 'Mr.'
            : 'Ms.';
      const name = `${p.first} ${p.last}`;
      contacts.push({ id: contactId(index), account: a, name });
      const birth = Date.UTC(rng.int(1962, 1998), rng.int(0, 11), rng.int(1, 28));
      rows.push({
        id: contactId(index),
        name,
        salutation,
        firstname: p.first,
        lastname: p.last,
        accountid: account.id,
        jobtitle: title,
        emailaddress1: email(p, account.domain),
        telephone1: phone(rng, account.city.country),
        mobilephone: phone(rng, account.city.country, true),
        birthdate: dateOnly(birth),
        gendercode: p.gender,
        preferredcontactmethodcode: rng.pick([1, 2, 2, 3, 4]),
        address1_street: account.street,
        address1_city: account.city.city,
        address1_postalcode: account.city.zip,
        address1_country: account.city.country,
        ...(k === 0 ? { description: `Decision maker at ${account.name}.` } : {}),
        ...stamps(rng, after(rng, account.created, 0, 30), rng.chance(0.9) ? account.owner : undefined),
      });
    }
  });
  return { contacts, file: { file: '04_contact.json', entity: 'contact', rows } };
}
