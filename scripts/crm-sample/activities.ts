/** Generates the activities (14_activity.json): meetings, calls, e-mails, tasks and notes about sales records. */
import { type AccountLists, type Contact, primaryContact } from './accounts-contacts.js';
import { newCompanies } from './companies.js';
import { createdIn, day, dayAt, iso, reference, weekday } from './dates.js';
import { leadId, uuid } from './ids.js';
import { type Leads, qualifiedLeads } from './leads.js';
import type { Opportunity } from './opportunities.js';
import { at, rngFor } from './random.js';
import { type Row, type SampleFile, stamps } from './rows.js';
import { sales } from './team.js';
import { withoutLegalForm } from './text.js';

export function generateActivities({
  accounts,
  salesAccounts,
  contacts,
  opportunities,
  leadAccounts,
}: AccountLists & Leads & { contacts: Contact[]; opportunities: Opportunity[] }): SampleFile {
  const rng = rngFor('activity');
  const subjects: Record<string, string[]> = {
    Meeting: [
      'Site visit',
      'Quarterly business review',
      'Product demo',
      'Kick-off meeting',
      'Technical workshop',
    ],
    Call: ['Discovery call', 'Follow-up call on quote', 'Check-in call', 'Call about delivery date'],
    Email: [
      'Sent product brochure',
      'Quote sent by email',
      'Pricing clarification',
      'Sent maintenance report',
    ],
    Task: [
      'Prepare quote',
      'Send contract draft',
      'Check stock for spare parts',
      'Prepare energy savings estimate',
    ],
    Note: [
      'Prefers delivery in Q1',
      'Budget approved by the board',
      'New facility manager from next month',
      'Asked for references',
    ],
  };
  const types = ['Meeting', 'Meeting', 'Call', 'Call', 'Email', 'Task', 'Note'];
  const rows: Row[] = [];
  for (let index = 0; index < 50; index++) {
    const type = rng.pick(types);
    const target = rng.pick(['account', 'account', 'contact', 'opportunity', 'opportunity', 'lead']);
    let regarding: { id: string; name: string };
    let about: string;
    let place: string;
    let owner: string;
    if (target === 'account' || target === 'contact') {
      const a = rng.pick(salesAccounts);
      const account = at(accounts, a);
      regarding =
        target === 'account'
          ? { id: account.id, name: 'account' }
          : { id: primaryContact(contacts, a).id, name: 'contact' };
      about = target === 'account' ? account.name : primaryContact(contacts, a).name;
      place = account.city.city;
      owner = account.owner;
    } else if (target === 'opportunity') {
      const o = rng.pick(opportunities);
      const account = at(accounts, o.account);
      regarding = { id: o.id, name: 'opportunity' };
      about = account.name;
      place = account.city.city;
      owner = account.owner;
    } else {
      const l = rng.int(0, 29);
      regarding = { id: leadId(l), name: 'lead' };
      about =
        l < qualifiedLeads ? at(accounts, at(leadAccounts, l)).name : at(newCompanies, l - qualifiedLeads)[0];
      place =
        l < qualifiedLeads
          ? at(accounts, at(leadAccounts, l)).city.city
          : at(newCompanies, l - qualifiedLeads)[1];
      owner = rng.pick(sales);
    }
    // the last 15 are recent or upcoming, so the calendar around the reference day is busy
    const recent = index >= 35;
    const created = recent ? createdIn(rng, 21, 1) : createdIn(rng, 365, 14);
    const timed = type === 'Meeting' || type === 'Call' || type === 'Task';
    const startDay = recent ? dayAt(rng.int(-5, 14)) : Math.floor(created / day) * day + rng.int(1, 12) * day;
    const start = weekday(startDay) + (7 * 60 + rng.int(0, 16) * 30) * 60 * 1000;
    const minutes = type === 'Meeting' ? rng.pick([60, 90, 120]) : type === 'Call' ? rng.pick([15, 30]) : 30;
    const done = !timed || start + minutes * 60 * 1000 < reference;
    const location =
      type === 'Meeting' ? (rng.chance(0.4) ? 'Microsoft Teams' : `Customer site, ${place}`) : undefined;
    rows.push({
      id: uuid('activity', index),
      name: `${rng.pick(subjects[type] ?? [])} – ${withoutLegalForm(about)}`,
      activitytypecode: type,
      regardingobjectid: regarding,
      ...(timed ? { scheduledstart: iso(start), scheduledend: iso(start + minutes * 60 * 1000) } : {}),
      ...(location ? { location } : {}),
      prioritycode: rng.pick([1, 2, 2, 2, 3]),
      iscompleted: done,
      body:
        type === 'Note'
          ? 'Noted during the last conversation; keep in mind for the next proposal.'
          : type === 'Email'
            ? 'Sent the requested documents and asked for feedback by the end of the week.'
            : 'Agenda: current installation, planned investments, next steps.',
      ...stamps(
        rng,
        Math.min(created, timed ? start : created),
        rng.chance(0.9) ? owner : undefined,
        done && rng.chance(0.5),
      ),
    });
  }
  return { file: '14_activity.json', entity: 'activity', rows };
}
