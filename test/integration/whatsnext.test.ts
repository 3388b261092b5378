import { maskOf } from '@strata/api/contract/roles';
import type { WhatsNextResponse, WhatsNextRuleResult } from '@strata/api/contract/whatsnext';
import type { DatabasePool } from '@strata/api/db/types';
import { loadObjectDefinitions } from '@strata/api/metadata/metadata-rows';
import { insertRows } from '@strata/api/records/seed-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSignedInTenant, openSignedInTenant, type TestTenant } from '../fixtures/signed-in-tenant.js';
import type { TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * What's Next over real PostgreSQL: the crm template's rules (seeded with the tenant) and a few
 * test rules, against records whose times are set relative to the reference date (the end of
 * today in UTC for a caller who sends no offset), each case half a day or more away from a
 * rule's boundary whatever the time of day.
 */
let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let sam: Session;
let nora: Session;
let olga: Session;
let samId: string;
const ids: Record<string, string> = {};

const dayMs = 24 * 60 * 60 * 1000;
const endOfToday = (() => {
  const date = new Date();
  date.setUTCHours(23, 59, 59, 999);
  return date.getTime();
})();
/** An instant `days` before the end of today (negative: after it). */
const daysAgo = (days: number) => new Date(endOfToday - days * dayMs).toISOString();
const laterToday = new Date(endOfToday - 60_000).toISOString();

type Row = Record<string, unknown>;

async function insert(entity: string, rows: Row[], actor: string): Promise<void> {
  const objects = await loadObjectDefinitions(pool, tenant.tenant.schemaName);
  const object = objects.find((o) => o.logicalName === entity);
  if (!object) throw new Error(`no ${entity}`);
  await insertRows(pool, tenant.tenant.schemaName, object, rows, actor);
}

async function whatsNext(session: Session, body: unknown = {}): Promise<WhatsNextResponse> {
  const response = await session.call('/api/whatsnext', body);
  expect(response.status, response.text).toBe(200);
  return response.json() as unknown as WhatsNextResponse;
}

const rule = (answer: WhatsNextResponse, name: string): WhatsNextRuleResult => {
  const found = answer.rules.find((r) => r.name === name);
  if (!found) throw new Error(`no rule ${name} in ${answer.rules.map((r) => r.name).join(', ')}`);
  return found;
};
const names = (result: WhatsNextRuleResult) => result.records.map((r) => r.name).sort();

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
  const adminId = tenant.admin.id;
  const create = async (name: string, object: Row) =>
    (await admin.call('/api/update', { name, operation: 'create', object })).text;

  await create('inu_role', {
    name: 'no-lead',
    body: JSON.stringify({
      permissions: {
        inu_nextrule: maskOf({ read: 3 }),
        contact: maskOf({ read: 3 }),
        activity: maskOf({ read: 3 }),
      },
    }),
  });
  await create('inu_role', {
    name: 'own-activities',
    body: JSON.stringify({
      permissions: {
        inu_nextrule: maskOf({ read: 3 }),
        lead: maskOf({ read: 3 }),
        activity: maskOf({ read: 1 }),
      },
    }),
  });
  const olgaUser = await createUser(pool, tenant.tenant, {
    email: 'olga@wn.test',
    name: 'olga',
    roles: ['own-activities'],
  });
  olga = await signIn(server, tenant.tenant.name, olgaUser.email);
  const samUser = await createUser(pool, tenant.tenant, {
    email: 'sam@wn.test',
    name: 'sam',
    roles: ['salesperson'],
  });
  samId = samUser.id;
  sam = await signIn(server, tenant.tenant.name, samUser.email);
  const noraUser = await createUser(pool, tenant.tenant, {
    email: 'nora@wn.test',
    name: 'nora',
    roles: ['no-lead'],
  });
  nora = await signIn(server, tenant.tenant.name, noraUser.email);

  // the crm rule "leads untouched for 3 days": a new lead gets 3 days, then needs an activity every 3
  const lead = (key: string, createdDaysAgo: number, extra: Row = {}) => {
    ids[key] = crypto.randomUUID();
    return { id: ids[key], name: key, createdon: daysAgo(createdDaysAgo), ...extra };
  };
  await insert(
    'lead',
    [
      lead('lead stale', 10),
      lead('lead touched', 10),
      lead('lead just touched', 10),
      lead('lead new', 1.5),
      lead('lead closed', 10, { statecode: 1, statuscode: 2 }),
    ],
    adminId,
  );
  await insert('lead', [lead('lead of sam', 10, { ownerid: samId })], samId);
  const regarding = (key: string) => ({ id: ids[key], name: 'lead' });
  await insert(
    'activity',
    [
      { name: 'old call', regardingobjectid: regarding('lead stale'), createdon: daysAgo(5) },
      { name: 'recent call', regardingobjectid: regarding('lead touched'), createdon: daysAgo(1.5) },
      {
        name: 'fresh call',
        regardingobjectid: regarding('lead just touched'),
        createdon: new Date().toISOString(),
      },
    ],
    adminId,
  );

  // the crm rule "quotes sent without follow-up": sent over 7 days ago and no sales order
  const quote = (key: string, createdDaysAgo: number, quotestatus: string) => {
    ids[key] = crypto.randomUUID();
    return { id: ids[key], name: key, quotestatus, createdon: daysAgo(createdDaysAgo) };
  };
  await insert(
    'quote',
    [
      quote('quote waiting', 10, 'sent'),
      quote('quote ordered', 10, 'sent'),
      quote('quote recent', 2.5, 'sent'),
      quote('quote won', 10, 'won'),
    ],
    adminId,
  );
  await insert('salesorder', [{ name: 'order', quoteid: ids['quote ordered'] }], adminId);

  // the crm rule "work orders due": scheduled or in progress, start on or before the reference date
  await insert(
    'workorder',
    [
      { name: 'wo due', workorderstatus: 'scheduled', scheduledstart: daysAgo(1.5) },
      { name: 'wo later today', workorderstatus: 'scheduled', scheduledstart: laterToday },
      { name: 'wo next days', workorderstatus: 'inprogress', scheduledstart: daysAgo(-1) },
      { name: 'wo done', workorderstatus: 'completed', scheduledstart: daysAgo(3) },
      { name: 'wo unplanned', workorderstatus: 'scheduled' },
    ],
    adminId,
  );

  // test rules: a plain list for the limit, and two that name what the tenant lacks
  await insert(
    'contact',
    Array.from({ length: 12 }, (_, index) => ({
      name: `contact ${index + 10}`,
      createdon: daysAgo(20 - index),
    })),
    adminId,
  );
  await create('inu_nextrule', { name: 'z1_contacts', label: 'All contacts', objectname: 'contact' });
  await create('inu_nextrule', { name: 'z2_unknown_object', objectname: 'spaceship' });
  await create('inu_nextrule', {
    name: 'z3_unknown_field',
    objectname: 'lead',
    statusfield: 'mood',
    statusvalues: 'happy',
  });
  await create('inu_nextrule', {
    name: 'z4_unknown_related',
    objectname: 'lead',
    related: 'activity.nosuchlookup',
    relatedmaxage: 3,
  });

  // reminders: the admin's activities with a scheduled start
  await insert(
    'activity',
    [
      { name: 'call back', activitytypecode: 'Call', scheduledstart: daysAgo(1.2), iscompleted: false },
      { name: 'send brochure', activitytypecode: 'Task', scheduledstart: daysAgo(2) },
      { name: 'meet later today', activitytypecode: 'Meeting', scheduledstart: laterToday },
      { name: 'done already', activitytypecode: 'Task', scheduledstart: daysAgo(1), iscompleted: true },
      { name: 'meet in a day', activitytypecode: 'Meeting', scheduledstart: daysAgo(-1), iscompleted: false },
    ],
    adminId,
  );
  await insert(
    'activity',
    [{ name: 'sam calls', scheduledstart: daysAgo(1), iscompleted: false, ownerid: samId }],
    samId,
  );
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

describe('POST /api/whatsnext', () => {
  it('lists exactly the records that break each crm rule, for the current user by default', async () => {
    const answer = await whatsNext(admin);
    expect(answer.rules.map((r) => r.name)).toEqual([
      '01_leads_untouched',
      '02_opportunities_quiet',
      '03_quotes_sent',
      '04_workorders_due',
      'z1_contacts',
      'z2_unknown_object',
      'z3_unknown_field',
      'z4_unknown_related',
    ]);
    expect(rule(answer, '01_leads_untouched')).toMatchObject({
      label: 'Leads untouched for 3 days',
      objectname: 'lead',
      canCreate: true,
    });
    expect(names(rule(answer, '01_leads_untouched'))).toEqual(['lead stale']);
    expect(rule(answer, '01_leads_untouched').records[0]?.id).toBe(ids['lead stale']);
    expect(names(rule(answer, '02_opportunities_quiet'))).toEqual([]);
    expect(rule(answer, '02_opportunities_quiet').error).toBeUndefined();
    expect(names(rule(answer, '03_quotes_sent'))).toEqual(['quote waiting']);
    expect(rule(answer, '03_quotes_sent').canCreate).toBe(false);
    // due today means by the end of the day, not by now
    expect(names(rule(answer, '04_workorders_due'))).toEqual(['wo due', 'wo later today']);
    expect(answer.referenceDate).toBe(new Date(endOfToday).toISOString());
  });

  it('shifts the reference date: tomorrow is +2 days, next week +8', async () => {
    const tomorrow = await whatsNext(admin, { scheduled: 'tomorrow' });
    expect(names(rule(tomorrow, '01_leads_untouched'))).toEqual(['lead new', 'lead stale', 'lead touched']);
    expect(names(rule(tomorrow, '03_quotes_sent'))).toEqual(['quote waiting']);
    expect(names(rule(tomorrow, '04_workorders_due'))).toEqual(['wo due', 'wo later today', 'wo next days']);
    const nextWeek = await whatsNext(admin, { scheduled: 'next-week' });
    expect(names(rule(nextWeek, '01_leads_untouched'))).toEqual([
      'lead just touched',
      'lead new',
      'lead stale',
      'lead touched',
    ]);
    expect(names(rule(nextWeek, '03_quotes_sent'))).toEqual(['quote recent', 'quote waiting']);
    expect(tomorrow.referenceDate).toBe(new Date(endOfToday + 2 * dayMs).toISOString());
    expect(nextWeek.referenceDate).toBe(new Date(endOfToday + 8 * dayMs).toISOString());
    // the caller's own day: in UTC+14 it ends 14 hours before UTC's (or, late in UTC's day, a day later)
    const east = await whatsNext(admin, { utcOffsetMinutes: 840 });
    expect([endOfToday - 14 * 3_600_000, endOfToday + 10 * 3_600_000]).toContain(
      Date.parse(east.referenceDate),
    );
  });

  it('filters by owner: everyone, or one user by id', async () => {
    const all = await whatsNext(admin, { owner: 'all' });
    expect(names(rule(all, '01_leads_untouched'))).toEqual(['lead of sam', 'lead stale']);
    const ofSam = await whatsNext(admin, { owner: samId });
    expect(names(rule(ofSam, '01_leads_untouched'))).toEqual(['lead of sam']);
    const samsOwn = await whatsNext(sam);
    expect(names(rule(samsOwn, '01_leads_untouched'))).toEqual(['lead of sam']);
  });

  it('only the rules for one entity when objectname is given', async () => {
    const answer = await whatsNext(admin, { objectname: 'quote' });
    expect(answer.rules.map((r) => r.name)).toEqual(['03_quotes_sent']);
  });

  it('lists at most 10 records per rule, newest first', async () => {
    const contacts = rule(await whatsNext(admin), 'z1_contacts');
    expect(contacts.label).toBe('All contacts');
    expect(contacts.records.map((r) => r.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `contact ${21 - index}`),
    );
  });

  it('answers a rule naming an unknown entity or field with the error in place', async () => {
    const answer = await whatsNext(admin);
    expect(rule(answer, 'z2_unknown_object')).toMatchObject({
      records: [],
      error: { code: 'ERR_OBJECT_NOT_FOUND', message: 'Object not found: spaceship' },
    });
    expect(rule(answer, 'z3_unknown_field')).toMatchObject({
      records: [],
      error: { code: 'ERR_FIELD_NOT_FOUND', params: { name: 'mood' } },
    });
    expect(rule(answer, 'z3_unknown_field').error?.message).toMatch(/^field not found: ?mood$/);
    expect(rule(answer, 'z4_unknown_related').error).toMatchObject({
      code: 'ERR_FIELD_NOT_FOUND',
      params: { name: 'nosuchlookup' },
    });
  });

  it('leaves out the rules over entities the user cannot read', async () => {
    const answer = await whatsNext(nora, { owner: 'all' });
    const ruleNames = answer.rules.map((r) => r.name);
    expect(ruleNames).toContain('z1_contacts');
    expect(ruleNames).toContain('z2_unknown_object');
    for (const hidden of [
      '01_leads_untouched',
      '02_opportunities_quiet',
      '03_quotes_sent',
      '04_workorders_due',
    ]) {
      expect(ruleNames).not.toContain(hidden);
    }
  });

  it('counts only the related rows the user may read', async () => {
    // the admin's fresh call on "lead touched" is not olga's to see: for her the lead is untouched
    const answer = await whatsNext(olga, { owner: 'all' });
    expect(names(rule(answer, '01_leads_untouched'))).toEqual([
      'lead just touched',
      'lead of sam',
      'lead stale',
      'lead touched',
    ]);
  });

  it('lists the owner’s due reminders, and a reminder marked done leaves the list', async () => {
    const today = await whatsNext(admin);
    expect(today.reminders?.map((r) => r.name)).toEqual(['send brochure', 'call back', 'meet later today']);
    const tomorrow = await whatsNext(admin, { scheduled: 'tomorrow' });
    expect(tomorrow.reminders?.map((r) => r.name)).toEqual([
      'send brochure',
      'call back',
      'meet later today',
      'meet in a day',
    ]);
    expect((await whatsNext(sam)).reminders?.map((r) => r.name)).toEqual(['sam calls']);

    const callBack = today.reminders?.find((r) => r.name === 'call back');
    expect(callBack?.activitytypecode).toBe('Call');
    const done = await admin.call('/api/update', {
      name: 'activity',
      operation: 'update',
      object: { id: callBack?.id, versionnumber: callBack?.versionnumber, iscompleted: true },
    });
    expect(done.status, done.text).toBe(200);
    expect((await whatsNext(admin)).reminders?.map((r) => r.name)).toEqual([
      'send brochure',
      'meet later today',
    ]);
  });

  it('refuses bad input with ERR_VALIDATION naming the field', async () => {
    for (const [body, field] of [
      [{ scheduled: 'yesterday' }, 'scheduled'],
      [{ owner: 'bob' }, 'owner'],
      [{ objectname: 'Robert; DROP TABLE lead' }, 'objectname'],
      [{ utcOffsetMinutes: 5000 }, 'utcOffsetMinutes'],
      [{ colour: 'red' }, 'body'],
    ] as const) {
      const response = await admin.call('/api/whatsnext', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field } });
    }
  });

  it('needs a signed-in user', async () => {
    const response = await server.request('/api/whatsnext', {
      method: 'POST',
      host: `${tenant.tenant.name}.localhost`,
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});
