import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import { FlexibleRateLimiter } from '@strata/api/rate-limit/flexible-rate-limiter';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppRoute, appRoutes, fillPath, hasParameters } from '../fixtures/app-routes.js';
import { closeSignedInTenant, openSignedInTenant } from '../fixtures/signed-in-tenant.js';
import { signIn } from '../fixtures/users.js';

/**
 * Issue 35 item 5: text PostgreSQL refuses (NUL, lone surrogates), numbers past a double or an
 * int8, and time-zone offsets no clock has are a 4xx on every route, never a 500 or a fake
 * outage (503). The routes come from the app's router stack, not from a list; each gets a few
 * values per place (path parameters, query, JSON and form bodies), signed in and anonymous.
 * Field names come from the API's own zod schemas (every `name: z.…` key in api/src), so a
 * body or query carries the names routes read. No route is left out: a stream (GET
 * /api/events) answers its status at once and is then closed, like every other answer.
 */

let opened: Awaited<ReturnType<typeof openSignedInTenant>>;
let token: string;
let host: string;

beforeAll(async () => {
  // thousands of probes from 127.0.0.1: counted in the shared PostgreSQL store they would use up
  // the per-address budgets (error reports, magic links, sign-in) of every file running beside
  // this one, so this server counts in its own memory
  opened = await openSignedInTenant({
    rateLimiter: new FlexibleRateLimiter((options) => new RateLimiterMemory(options)),
  });
  token = opened.admin.token;
  host = `${opened.tenant.tenant.name}.localhost`;
  const created = await opened.admin.call('/api/update', {
    name: 'account',
    operation: 'create',
    object: { name: 'Fuzzed' },
  });
  accountId = created.text;
});
afterAll(async () => {
  await closeSignedInTenant(opened);
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The keys of the API's zod objects and the query names it reads: what clients send. */
function fieldNames(): string[] {
  const names = new Set<string>();
  // config/ holds the environment's schema: no client sends those names
  const files = sourceFiles(path.join(repositoryRoot, 'api', 'src')).filter(
    (file) => !file.includes(`${path.sep}config${path.sep}`),
  );
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:^\s+|[{,]\s*)([a-zA-Z_][a-zA-Z0-9_]*): (?:z\.|[a-zA-Z]+\()/gm)) {
      names.add(match[1] ?? '');
    }
    for (const match of text.matchAll(/req\.query\.([a-zA-Z_][a-zA-Z0-9_]*)/g)) names.add(match[1] ?? '');
  }
  names.delete('');
  return [...names].sort();
}

const names = fieldNames();
/** Names that hold a date and time: an offset no clock has goes there. */
const dateNames = names.filter((name) =>
  /^(before|after|start|end|from|to|until|since)$|^date|Date|[tT]ime$|[a-z]On$|^(created|modified|expires|archived)on$/.test(
    name,
  ),
);
/** Names that hold a number: past an int8 or a double goes there. */
const numberNames = names.filter((name) =>
  /^(count|page|pageSize|size|limit|top|skip|offset|max|min|lat|lon|index|version|versionnumber|precision|utcOffsetMinutes|fontSize|relatedmaxage|nullrelatedmaxage)$/.test(
    name,
  ),
);

/** The names in groups of 40, for bodies every route's limit takes. */
const nameChunks = Array.from({ length: Math.ceil(names.length / 40) }, (_, i) =>
  names.slice(i * 40, i * 40 + 40),
);

/** Raw JSON literals: the texts JSON.stringify cannot write (1e309) are written as text. */
const jsonValues = {
  nul: '"x\\u0000y"',
  surrogate: '"\\ud800"',
  lowSurrogate: '"a\\udc00"',
  hugeNumber: '1e309',
  unsafeInteger: '9007199254740993',
  oddOffset: '"2025-01-01T00:00:00+99:99"',
} as const;

function jsonBody(value: string): string {
  const fields = names.map((name) => `"${name}":${value}`).join(',');
  // one level of nesting too: objects, operations and items hold the fields
  return `{${fields},"object":{${fields}},"operations":[{"object":{${fields}}}],"k\\u0000":${value}}`;
}

function query(entries: [string, string][]): string {
  return entries.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&');
}

const queries = {
  nul: query(names.map((name) => [name, 'x%00y'])),
  oddOffset: query(dateNames.map((name) => [name, encodeURIComponent('2025-01-01T00:00:00+99:99')])),
  hugeNumber: query(numberNames.map((name) => [name, '1e309'])),
  unsafeInteger: query(numberNames.map((name) => [name, '9007199254740993'])),
};

const pathValues = {
  nul: 'x%00y',
  surrogate: '%ED%A0%80',
  overlongNul: '%C0%80',
  unsafeInteger: '9007199254740993',
  hugeNumber: '1e309',
};

type Probe = { label: string; method: string; url: string; signedIn: boolean; body?: string; type?: string };

/** The query most reads need: an entity, one of its records and a field (the feed, What's Next). */
let accountId: string = randomUUID();
const baseQuery = (): [string, string][] => [
  ['entity', 'account'],
  ['id', accountId],
  ['fields', 'name'],
];

/** Plausible values for path parameters, so a probe of the query or body reaches the handler. */
function plausiblePath(route: AppRoute): string {
  return route.path
    .replace(/[{}]/g, '')
    .replace(/:(orgname|organization)\b/g, opened.tenant.tenant.name)
    .replace(/:(name|entity)\b/g, 'account')
    .replace(/:(property)\b/g, 'name')
    .replace(/:(provider)\b/g, 'google')
    .replace(/[:*][A-Za-z_][A-Za-z0-9_]*/g, randomUUID());
}

function probesFor(route: AppRoute): Probe[] {
  const methods = route.method === 'ALL' ? ['GET', 'POST'] : [route.method];
  const probes: Probe[] = [];
  for (const method of methods) {
    const add = (label: string, url: string, signedIn: boolean, body?: string, type = 'application/json') =>
      probes.push({ label, method, url, signedIn, ...(body === undefined ? {} : { body, type }) });
    if (hasParameters(route.path)) {
      for (const [kind, value] of Object.entries(pathValues)) {
        add(`path ${kind}`, fillPath(route.path, value), true);
      }
      add('path nul', fillPath(route.path, pathValues.nul), false);
    }
    const base = plausiblePath(route);
    for (const [kind, text] of Object.entries(queries)) add(`query ${kind}`, `${base}?${text}`, true);
    add('query nul', `${base}?${queries.nul}`, false);
    // strict schemas refuse unknown keys before they look at a value: one odd value at a time,
    // alone and beside the keys most reads need, reaches the schemas that take it
    const single = (name: string, value: string) => {
      add(`query ${name}=${value}`, `${base}?${query([[name, value]])}`, true);
      add(
        `query ${name}=${value} with entity, id, fields`,
        `${base}?${query([...baseQuery(), [name, value]])}`,
        true,
      );
    };
    if (method === 'GET') {
      for (const name of dateNames) single(name, encodeURIComponent('2025-01-01T00:00:00+99:99'));
      for (const name of numberNames) single(name, '9007199254740993');
    }
    if (method !== 'GET' && method !== 'HEAD') {
      for (const name of numberNames) add(`body ${name} huge`, base, true, `{"${name}":1e309}`);
      for (const name of dateNames)
        add(`body ${name} odd offset`, base, true, `{"${name}":${jsonValues.oddOffset}}`);
      for (const name of numberNames)
        add(`body ${name} unsafe integer`, base, true, `{"${name}":${jsonValues.unsafeInteger}}`);
      for (const [kind, value] of Object.entries(jsonValues))
        add(`body ${kind}`, base, true, jsonBody(value));
      add('body nul', base, false, jsonBody(jsonValues.nul));
      // small bodies too: some routes take far less than a body of every name (sign-up: 16 kB)
      for (const chunk of nameChunks) {
        add(
          `body nul in ${chunk[0]}…`,
          base,
          false,
          `{${chunk.map((name) => `"${name}":${jsonValues.nul}`).join(',')}}`,
        );
      }
      add(
        'form nul',
        base,
        false,
        query(names.map((name) => [name, 'x%00y'])),
        'application/x-www-form-urlencoded',
      );
    }
  }
  return probes;
}

type Answer = { status: number; text: string };

/**
 * One request; only the status is waited for. A body is read when the status is a 5xx (to
 * say what went wrong); any other answer, a stream's included, is closed at once.
 */
function send(probe: Probe): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: opened.server.port,
        path: probe.url,
        method: probe.method,
        headers: {
          Host: host,
          ...(probe.signedIn ? { 'access-token': token } : {}),
          ...(probe.type ? { 'Content-Type': probe.type } : {}),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status < 500) {
          res.destroy();
          resolve({ status, text: '' });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status, text: Buffer.concat(chunks).toString('utf8').slice(0, 300) }));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer in 10 s: ${probe.method} ${probe.url}`)));
    req.on('error', reject);
    if (probe.body !== undefined) req.write(probe.body);
    req.end();
  });
}

/**
 * A probe that signed the admin out (POST /api/logout) is not a failure: after a 401, a cheap
 * call tells a route that refuses this caller (a stream without its token) from an ended
 * session, which is signed in again.
 */
async function sendSignedIn(probe: Probe): Promise<Answer> {
  const answer = await send(probe);
  if (answer.status === 401 && probe.signedIn) {
    const still = await send({
      label: 'session',
      method: 'GET',
      url: '/api/getusercontext/state',
      signedIn: true,
    });
    if (still.status === 401) {
      token = (await signIn(opened.server, opened.tenant.tenant.name, opened.tenant.admin.email)).token;
    }
  }
  return answer;
}

describe('the failures issue 35 named answer 400 naming the field', () => {
  const post = (url: string, body: string, signedIn: boolean, type = 'application/json') =>
    opened.server.request(url, {
      method: 'POST',
      host,
      headers: { 'Content-Type': type, ...(signedIn ? { 'access-token': token } : {}) },
      body,
    });
  const expectField = (response: { status: number; json: () => Record<string, unknown> }, field: string) => {
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, code: 'ERR_VALIDATION', details: { field } });
  };

  it('a NUL anywhere in an anonymous error report', async () => {
    expectField(
      await post('/api/apperror', '{"context":{"deep":["ok","a\\u0000"]}}', false),
      'context.deep.1',
    );
  });

  it('a NUL in the sign-up form, before its puzzle is used', async () => {
    const response = await post('/api/signup', '{"person":"Ann\\u0000","organization":"x-nul"}', false);
    expectField(response, 'person');
    expect(String(response.json().message)).toMatch(/person/);
  });

  it('a NUL or a lone surrogate in a new object display name, stored nowhere', async () => {
    const body = (displayName: string) =>
      `{"logicalName":"nulcheck","displayName":${displayName},"displayNamePlural":"Checks"}`;
    expectField(await post('/api/metadata/objects', body('"Check\\u0000"'), true), 'displayName');
    expectField(await post('/api/metadata/objects', body('"\\ud800"'), true), 'displayName');
    const context = await opened.admin.call('/api/getusercontext');
    expect(context.text).not.toContain('nulcheck');
  });

  it('a NUL in a new property display name or option label, stored nowhere', async () => {
    const property = (displayName: string, label: string) =>
      `{"logicalName":"nulprop","displayName":${displayName},"type":"String","flags":["OptionSet"],"richOptions":[{"value":"a","label":${label}}]}`;
    const url = '/api/metadata/objects/account/properties';
    expectField(await post(url, property('"Nul\\u0000"', '"A"'), true), 'displayName');
    expectField(await post(url, property('"Nul"', '"A\\u0000"'), true), 'richOptions.0.label');
    expectField(await post(url, property('"Nul"', '"\\udc00"'), true), 'richOptions.0.label');
    const context = await opened.admin.call('/api/getusercontext');
    expect(context.text).not.toContain('nulprop');
  });

  it('a NUL in the username of a sign-in or a magic link is a 400, not a database outage', async () => {
    expectField(
      await post('/api/login', 'username=a%00b&password=x', false, 'application/x-www-form-urlencoded'),
      'username',
    );
    expectField(await post('/api/login', '{"username":"a\\u0000b","password":"x"}', false), 'username');
    expectField(await post('/api/getmagic', '{"username":"a\\u0000b"}', false), 'username');
  });

  it('an offset no clock has in the feed paging', async () => {
    const id = accountId;
    const response = await opened.admin.call(
      `/api/feed/changes?entity=account&id=${id}&fields=name&before=${encodeURIComponent('2025-01-01T00:00:00+99:99')}`,
    );
    expectField(response, 'before');
    const fine = await opened.admin.call(
      `/api/feed/changes?entity=account&id=${id}&fields=name&before=${encodeURIComponent('2025-01-01T00:00:00+02:00')}`,
    );
    expect(fine.status).toBe(200);
  });

  it('a duplicate key names the field, never the constraint', async () => {
    const id = randomUUID();
    const create = () =>
      opened.admin.call('/api/update', {
        name: 'account',
        operation: 'create',
        object: { id, name: 'Twice' },
      });
    expect((await create()).status).toBe(200);
    const response = await create();
    expect(response.json()).toMatchObject({ ok: false, code: 'ERR_DUPLICATE' });
    expect(JSON.stringify(response.json())).not.toMatch(/pkey|constraint|_key\b|account_/);
  });
});

describe('every route refuses bad text, numbers and offsets with a 4xx', () => {
  it('walks the whole router', () => {
    const { routes, unwalked } = appRoutes(opened.server.app);
    expect(unwalked).toEqual([]);
    // the app has some 76 routes; far fewer means the walk lost its way
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/fetch' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/feed/changes' });
  });

  it('answers no probe of any route with a 5xx', { timeout: 120_000 }, async () => {
    const { routes } = appRoutes(opened.server.app);
    const probes = routes.flatMap(probesFor);
    const failures: string[] = [];
    let next = 0;
    // four at a time: the machine is shared, and the test stays well under a minute
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++] as Probe;
        const answer = await sendSignedIn(probe);
        if (answer.status >= 500) {
          failures.push(
            `${probe.signedIn ? 'signed in' : 'anonymous'} ${probe.method} ${probe.url.slice(0, 120)} (${probe.label}) -> ${answer.status} ${answer.text}`,
          );
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    if (failures.length > 0) console.error(failures.join('\n'));
    expect(failures).toEqual([]);
    expect(probes.length).toBeGreaterThan(500);
  });
});
