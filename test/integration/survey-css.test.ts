import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * Issue 35 item 6: survey styles cannot reach outside. `image-set("https://…")` passed the old
 * deny-list, so a survey loaded third-party images, and with attribute selectors leaked what a
 * visitor typed keystroke by keystroke. Now such a sheet is refused on save (400
 * ERR_VALIDATION naming the field as the form shows it, in the user's language), a sheet
 * stored before is served stripped, and the public form's page has a CSP that allows images,
 * styles and fonts from its own origin only.
 */
let pool: DatabasePool;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let org: string;
let schema: string;

const imageSet = 'h1 { color: teal; background: image-set("https://t.example/p.png" 1x) }';
const keystrokes =
  'input[value^="a"] { background-color: red } input[value^="b"] { border-color: #000 } h1 { color: teal }';

beforeAll(async () => {
  pool = await openTestPool();
  // a stand-in for the built web app: the pages' headers are what is tested, not the app
  const web = mkdtempSync(path.join(tmpdir(), 'strata-web-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startTestServer(pool, { webDistDir: web });
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

function create(css: string, language = 'en') {
  const key = randomUUID().replaceAll('-', '');
  return server.request('/api/update', {
    method: 'POST',
    host: `${org}.localhost`,
    headers: { 'access-token': admin.token, 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify({
      operation: 'create',
      name: 'inu_survey_template',
      object: {
        name: `Survey ${key.slice(0, 6)}`,
        title: 'T',
        object_name: 'contact',
        publickey: key,
        css_style: css,
      },
    }),
  });
}

describe('survey css_style on save', () => {
  it('refuses the image-set bypass, naming the field as the form shows it', async () => {
    const response = await create(imageSet);
    expect(response.status).toBe(400);
    const body = response.json() as { code: string; message: string; field?: string };
    expect(body.code).toBe('ERR_VALIDATION');
    expect(body.message).toContain('CSS Style');
    expect(body.message).toContain('image-set(');
  });

  it('refuses attribute selectors that read what a visitor types', async () => {
    const response = await create(keystrokes);
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ERR_VALIDATION' });
    expect((response.json() as { message: string }).message).toContain('[value^="a"]');
  });

  it('says so in the user’s language', async () => {
    const response = await create('a { background: url(https://t.example/x.png) }', 'de');
    expect(response.status).toBe(400);
    expect((response.json() as { message: string }).message).toContain('abgelehnt: url(');
  });

  it('refuses an update to a bad sheet too, and keeps a good one', async () => {
    const created = await create('h1 { color: teal; font-family: "Open Sans", sans-serif }');
    expect(created.status, created.text).toBe(200);
    const id = created.text;
    const version = await pool.oneFirst(sql.unsafe`
      SELECT versionnumber FROM ${sql.identifier([schema, 'inu_survey_template'])} WHERE id = ${id}`);
    const update = (css: string) =>
      admin.call('/api/update', {
        operation: 'update',
        name: 'inu_survey_template',
        object: { id, css_style: css, versionnumber: version },
      });
    const bad = await update('@import "https://t.example/x.css";');
    expect(bad.status).toBe(400);
    expect((bad.json() as { message: string }).message).toContain('@import');
    const good = await update('h1 { color: navy }');
    expect(good.status, good.text).toBe(200);
  });
});

describe('the public survey', () => {
  it('serves a sheet stored before the allow-list stripped of everything that reaches out', async () => {
    const key = randomUUID().replaceAll('-', '');
    const created = await create('h1 { color: teal }');
    const id = created.text;
    await pool.query(sql.unsafe`
      UPDATE ${sql.identifier([schema, 'inu_survey_template'])}
      SET css_style = ${`${imageSet} ${keystrokes} @font-face { src: url(https://t.example/f.woff) }`}, publickey = ${key}
      WHERE id = ${id}`);
    const response = await server.request(`/api/survey/${org}/${key}`);
    expect(response.status, response.text).toBe(200);
    const { css_style } = response.json() as { css_style: string };
    expect(css_style).not.toMatch(/image-set|url|https|t\.example|\[|@font-face/);
    expect(css_style).toBe('h1 { color: teal; }\nh1 { color: teal; }');
  });

  it('is served with a CSP that allows no other origin’s images, styles or fonts', async () => {
    const page = await server.request(`/ansu/${org}/somekey`, { host: `${org}.localhost` });
    const policy = String(page.headers['content-security-policy']);
    expect(page.status).toBe(200);
    const directive = (name: string) =>
      policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    expect(directive('img-src')).toMatch(/'self'/);
    expect(directive('img-src')).not.toMatch(/https:/);
    expect(directive('style-src')).not.toMatch(/https:/);
    expect(directive('font-src')).not.toMatch(/https:/);
    expect(directive('default-src')).toBe("default-src 'self'");
    // the app's own pages keep their map tiles: the stricter policy is the survey's
    const app = await server.request('/login', { host: `${org}.localhost` });
    expect(String(app.headers['content-security-policy'])).toMatch(/img-src[^;]*https:/);
  });
});
