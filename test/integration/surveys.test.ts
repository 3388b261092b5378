import { randomInt, randomUUID } from 'node:crypto';
import { type Puzzle, solvePuzzle } from '@strata/api/auth/puzzle/puzzle';
import { surveyTargetBatch } from '@strata/api/contract/survey-target';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

let pool: DatabasePool;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let org: string;
let schema: string;

/** A fresh client address per test: limits and puzzles are per address. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const newKey = () => randomUUID().replaceAll('-', '');

const meta = {
  properties: [
    'firstname',
    'lastname',
    'emailaddress1',
    'description',
    'gendercode',
    // a lookup: an anonymous visitor cannot pick one, so it is never served
    'accountid',
    { logicalName: 'rating', displayName: 'Rating', type: 'Integer', flags: [] },
  ],
};
const panel = {
  fields: [
    { name: 'firstname', required: 'Required' },
    { name: 'lastname' },
    { name: '-' },
    { name: 'emailaddress1', width: 'Wide' },
    { name: 'description' },
    { name: 'gendercode' },
    { name: 'rating', label: 'How was it?' },
    { name: 'accountid' },
  ],
};

async function createTemplate(fields: Record<string, unknown> = {}): Promise<{ id: string; key: string }> {
  const id = randomUUID();
  const key = newKey();
  const response = await admin.call('/api/executemultiple', {
    records: [
      {
        name: 'inu_survey_template',
        operation: 'create',
        object: {
          id,
          name: `Survey ${key.slice(0, 6)}`,
          title: 'Customer survey',
          submit_button: 'Send',
          object_name: 'contact',
          css_style: 'h1 { color: teal }',
          meta: JSON.stringify(meta),
          panel: JSON.stringify(panel),
          publickey: key,
          ...fields,
        },
      },
    ],
  });
  expect(response.status, response.text).toBe(200);
  return { id, key };
}

async function puzzleFor(address: string) {
  const response = await server.request('/api/formpuzzle', { headers: { 'X-Forwarded-For': address } });
  expect(response.status).toBe(200);
  const puzzle = response.json() as Puzzle;
  return { cookie: puzzle.cookie, iv: puzzle.iv, solved: solvePuzzle(puzzle) };
}

const load = (key: string, address = newAddress(), orgname = org) =>
  server.request(`/api/survey/${orgname}/${encodeURIComponent(key)}`, {
    headers: { 'X-Forwarded-For': address },
  });

async function submit(
  key: string,
  answers: unknown,
  options: { address?: string; body?: string; puzzle?: boolean } = {},
) {
  const address = options.address ?? newAddress();
  const puzzle = options.puzzle === false ? undefined : await puzzleFor(address);
  return server.request(`/api/survey/${org}/${key}`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': address, 'Content-Type': 'application/json' },
    body: options.body ?? JSON.stringify({ answers, puzzle }),
  });
}

const responses = (templateId: string) =>
  pool.any(
    sql.unsafe`SELECT id, body, status, targetid, versionnumber FROM ${sql.identifier([schema, 'inu_survey_record'])} WHERE templateid = ${templateId} ORDER BY createdon`,
  );

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool, { trustProxy: 1 });
  tenant = await createTestTenant(pool);
  org = tenant.tenant.name;
  schema = tenant.tenant.schemaName;
  admin = await signIn(server, org, `admin@${org}.test`);
});
afterAll(async () => {
  await server.close();
  await tenant.remove();
  await pool.end();
});

describe('GET /api/survey/{org}/{key}', () => {
  it('serves only the listed, fillable properties, the layout without - and sanitised CSS', async () => {
    const { id, key } = await createTemplate();
    // a sheet stored before the allow-list (issue 35 item 6): served with what it allows only
    await pool.query(sql.unsafe`
      UPDATE ${sql.identifier([schema, 'inu_survey_template'])}
      SET css_style = '@import url(https://evil.example/a.css); h1 { color: teal; background: url(https://t.example/p.gif) }'
      WHERE id = ${id}`);
    const response = await load(key);
    expect(response.status, response.text).toBe(200);
    const survey = response.json() as {
      title: string;
      submit_button: string;
      css_style: string;
      meta: { properties: Record<string, { type: string }> };
      panel: { fields: { name: string }[] };
    };
    expect(survey.title).toBe('Customer survey');
    expect(survey.submit_button).toBe('Send');
    expect(Object.keys(survey.meta.properties).sort()).toEqual(
      ['description', 'emailaddress1', 'firstname', 'gendercode', 'lastname', 'rating'].sort(),
    );
    expect(survey.panel.fields.map((f) => f.name)).not.toContain('-');
    expect(survey.panel.fields.map((f) => f.name)).not.toContain('accountid');
    expect(survey.css_style).not.toMatch(/@import|evil|t\.example/);
    expect(survey.css_style).toContain('color: teal');
  });

  it('answers a malformed link, an unknown key, another organisation and an expired or inactive survey clearly', async () => {
    expect((await load('short')).json()).toMatchObject({ code: 'ERR_SURVEY_LINK_INVALID' });
    expect((await load('bad key with spaces!!')).status).toBe(400);
    expect((await load(newKey())).status).toBe(404);
    const { key } = await createTemplate();
    // a key of this organisation under another organisation's name finds nothing
    const other = await load(key, newAddress(), 'no-such-org-here');
    expect(other.status).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ERR_SURVEY_NOT_FOUND' });
    const expired = await createTemplate({ expireson: '2020-01-01T00:00:00Z' });
    expect((await load(expired.key)).json()).toMatchObject({ code: 'ERR_SURVEY_EXPIRED' });
    expect((await load(expired.key)).status).toBe(410);
    const inactive = await createTemplate({ active: false });
    expect((await load(inactive.key)).status).toBe(410);
  });
});

describe('POST /api/survey/{org}/{key}', () => {
  it('stores the answers as a survey record, script as plain text, and never writes the target', async () => {
    const { id, key } = await createTemplate();
    const contactsBefore = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([schema, 'contact'])}`,
    );
    const answers = {
      firstname: '<script>alert(1)</script>',
      lastname: 'Nováková',
      rating: 5,
      description: '',
    };
    const response = await submit(key, answers);
    expect(response.status, response.text).toBe(200);
    const rows = await responses(id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(String(rows[0]?.body))).toEqual({
      firstname: '<script>alert(1)</script>',
      lastname: 'Nováková',
      rating: 5,
    });
    expect(rows[0]?.status).toBe('New');
    const contactsAfter = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([schema, 'contact'])}`,
    );
    expect(contactsAfter).toBe(contactsBefore);
  });

  it('refuses every bad input with a clear code and writes nothing', async () => {
    const { id, key } = await createTemplate();
    const bad: [unknown, string][] = [
      [{ firstname: 'A', ownerid: randomUUID() }, 'ERR_VALIDATION'], // not in the template
      [{ firstname: 'A', accountid: randomUUID() }, 'ERR_VALIDATION'], // listed but not fillable
      [{ firstname: 'A', rating: 'five' }, 'ERR_VALIDATION'], // wrong type
      [{ firstname: 'A', gendercode: 99 }, 'ERR_VALIDATION'], // not an option
      [{ firstname: { $ne: 1 } }, 'ERR_VALIDATION'], // an object
      [{ lastname: 'No first name' }, 'ERR_VALIDATION'], // required missing
      [{ firstname: 'x'.repeat(300) }, 'ERR_VALIDATION'], // longer than the property allows
    ];
    for (const [answers, code] of bad) {
      const response = await submit(key, answers);
      expect(response.status, JSON.stringify(answers)).toBe(400);
      expect(response.json()).toMatchObject({ code });
    }
    // no puzzle, a wrong puzzle
    expect((await submit(key, { firstname: 'A' }, { puzzle: false })).json()).toMatchObject({
      code: 'ERR_PUZZLE_INVALID',
    });
    const address = newAddress();
    const puzzle = await puzzleFor(address);
    const wrong = await server.request(`/api/survey/${org}/${key}`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': address, 'Content-Type': 'application/json' },
      body: JSON.stringify({ answers: { firstname: 'A' }, puzzle: { ...puzzle, solved: 'nope' } }),
    });
    expect(wrong.json()).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
    // not JSON, an extra top-level key, an oversized body
    expect((await submit(key, null, { body: '{"answers":' })).json()).toMatchObject({ code: 'ERR_BAD_JSON' });
    expect(
      (await submit(key, null, { body: JSON.stringify({ answers: {}, puzzle: {}, x: 1 }) })).status,
    ).toBe(400);
    const huge = await submit(key, null, {
      body: JSON.stringify({ answers: { description: 'y'.repeat(100_000) }, puzzle: {} }),
    });
    expect(huge.status).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'ERR_PAYLOAD_TOO_LARGE' });
    // a wrong key, an expired survey
    expect((await submit(newKey(), { firstname: 'A' })).status).toBe(404);
    const expired = await createTemplate({ expireson: '2020-01-01T00:00:00Z' });
    expect((await submit(expired.key, { firstname: 'A' })).json()).toMatchObject({
      code: 'ERR_SURVEY_EXPIRED',
    });
    expect(await responses(id)).toHaveLength(0);
    expect(await responses(expired.id)).toHaveLength(0);
  });

  it('takes one answer per single-use link; a replay is refused', async () => {
    const { id, key } = await createTemplate({ singleuse: true });
    expect((await submit(key, { firstname: 'Once' })).status).toBe(200);
    const replay = await submit(key, { firstname: 'Twice' });
    expect(replay.status).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'ERR_SURVEY_ANSWERED' });
    expect((await load(key)).json()).toMatchObject({ code: 'ERR_SURVEY_ANSWERED' });
    expect(await responses(id)).toHaveLength(1);
  });

  it('limits submissions per address', async () => {
    const { key } = await createTemplate();
    const address = newAddress();
    const statuses: number[] = [];
    // no puzzle: each attempt is counted before anything else is looked at
    for (let i = 0; i < 31; i++) statuses.push((await submit(key, {}, { address, puzzle: false })).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    // another address is not affected
    expect((await submit(key, {}, { puzzle: false })).status).toBe(400);
  });
});

describe('Save to Target Record', () => {
  it('creates and links a new target, then updates it, and marks responses Processed', async () => {
    const { id, key } = await createTemplate();
    expect((await submit(key, { firstname: 'Jana', lastname: 'Survey', rating: 4 })).status).toBe(200);
    const [first] = await responses(id);
    if (!first) throw new Error('no response');
    const contactProps = new Set([
      'name',
      'firstname',
      'lastname',
      'emailaddress1',
      'description',
      'gendercode',
    ]);
    const newId = randomUUID();
    const create = surveyTargetBatch({
      record: { id: String(first.id), versionnumber: Number(first.versionnumber), targetid: null },
      targetEntity: 'contact',
      targetProperties: contactProps,
      answers: JSON.parse(String(first.body)),
      newId,
    });
    const created = await admin.call('/api/executemultiple', { records: create });
    expect(created.status, created.text).toBe(200);
    const contact = await pool.one(
      sql.unsafe`SELECT name, firstname, lastname, versionnumber FROM ${sql.identifier([schema, 'contact'])} WHERE id = ${newId}`,
    );
    expect(contact).toMatchObject({ name: 'Jana Survey', firstname: 'Jana', lastname: 'Survey' });
    const [processed] = await responses(id);
    expect(processed).toMatchObject({ status: 'Processed', targetid: newId });

    // a second response naming that target updates it; empty answers leave fields alone
    const second = randomUUID();
    await pool.query(sql.unsafe`
      INSERT INTO ${sql.identifier([schema, 'inu_survey_record'])} (id, name, templateid, targetid, body, status)
      VALUES (${second}, 'second', ${id}, ${newId}, ${JSON.stringify({ firstname: '', emailaddress1: 'jana@example.test' })}, 'New')`);
    const update = surveyTargetBatch({
      record: { id: second, versionnumber: 1, targetid: newId },
      targetEntity: 'contact',
      targetProperties: contactProps,
      targetVersion: Number(contact.versionnumber),
      answers: { firstname: '', emailaddress1: 'jana@example.test' },
      newId: randomUUID(),
    });
    const updated = await admin.call('/api/executemultiple', { records: update });
    expect(updated.status, updated.text).toBe(200);
    const after = await pool.one(
      sql.unsafe`SELECT firstname, emailaddress1 FROM ${sql.identifier([schema, 'contact'])} WHERE id = ${newId}`,
    );
    expect(after).toEqual({ firstname: 'Jana', emailaddress1: 'jana@example.test' });
    const statuses = await pool.anyFirst(
      sql.unsafe`SELECT status FROM ${sql.identifier([schema, 'inu_survey_record'])} WHERE id = ${second}`,
    );
    expect(statuses).toEqual(['Processed']);
  });
});
