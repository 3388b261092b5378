import type { Page } from '@playwright/test';

/**
 * Calls the API from inside the signed-in page (the browser resolves *.localhost, Node does
 * not), with the page's access token. Answers the status and the parsed body.
 */
export async function callApi<T = unknown>(
  page: Page,
  path: string,
  body: unknown,
  options: { form?: boolean } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, body, form }) => {
      const headers: Record<string, string> = {
        'access-token': sessionStorage.getItem('strata.session') ?? '',
      };
      let payload: string;
      if (form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const response = await fetch(path, { method: 'POST', headers, body: payload });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // a text answer (an id from /api/update)
      }
      return { status: response.status, body: parsed as T };
    },
    { path, body, form: options.form ?? false },
  );
}

/** Creates a record and answers its id. */
export async function createRecord(
  page: Page,
  name: string,
  object: Record<string, unknown>,
): Promise<string> {
  const { status, body } = await callApi<string>(page, '/api/update', { operation: 'create', name, object });
  if (status !== 200) throw new Error(`creating ${name} failed with ${status}: ${JSON.stringify(body)}`);
  return String(body);
}

/** Creates records of one entity in one batch and answers their ids, in order. */
export async function createRecords(
  page: Page,
  name: string,
  objects: readonly Record<string, unknown>[],
): Promise<string[]> {
  const { status, body } = await callApi<{ result?: string }[]>(page, '/api/executemultiple', {
    records: objects.map((object) => ({ name, operation: 'create', object })),
  });
  if (status !== 200 || body.some((item) => !item.result)) {
    throw new Error(`creating ${name} records failed with ${status}: ${JSON.stringify(body)}`);
  }
  return body.map((item) => String(item.result));
}

/**
 * Deletes records of one entity by id in one batch (each at the version it has now), so a test
 * leaves no data that changes what other specs see.
 */
export async function deleteRecords(page: Page, name: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await fetchRows<{ id: string; versionnumber: number }>(page, {
    entity: {
      name,
      attributes: [{ attribute: 'id' }, { attribute: 'versionnumber' }],
      filter: { conditions: [{ attribute: 'id', operator: 'in', value: [...ids] }] },
    },
  });
  if (rows.length === 0) return;
  const { status, body } = await callApi(page, '/api/executemultiple', {
    records: rows.map((row) => ({
      name,
      operation: 'delete',
      object: { id: row.id, versionnumber: row.versionnumber },
    })),
  });
  if (status !== 200)
    throw new Error(`deleting ${name} records failed with ${status}: ${JSON.stringify(body)}`);
}

/** The rows of a fetch query. */
export async function fetchRows<T = Record<string, unknown>>(page: Page, query: unknown): Promise<T[]> {
  const { status, body } = await callApi<T[]>(page, '/api/fetch', query);
  if (status !== 200) throw new Error(`fetch failed with ${status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * A new user of the demo organisation with one role and a password, made by the signed-in
 * administrator of `page`; `more` adds fields of the user record (language, ...).
 */
export async function createUserWithRole(
  page: Page,
  user: { name: string; email: string; password: string; role: string; more?: Record<string, unknown> },
): Promise<string> {
  const userId = await createRecord(page, 'systemuser', {
    name: user.name,
    emailaddress: user.email,
    ...user.more,
  });
  const [role] = await fetchRows<{ id: string }>(page, {
    entity: {
      name: 'inu_role',
      attributes: [{ attribute: 'id' }],
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: user.role }] },
    },
  });
  if (!role) throw new Error(`no role ${user.role}`);
  await createRecord(page, 'inu_userroles', { roleid: role.id, systemuserid: userId });
  const { status, body } = await callApi(
    page,
    '/api/changepassword',
    { newPassword: user.password, userId },
    { form: true },
  );
  if (status !== 200) throw new Error(`setting the password failed with ${status}: ${JSON.stringify(body)}`);
  return userId;
}

/** A script view (kind script) of an entity: `{entity}.{event}` or a command's script. */
export function createScriptView(page: Page, entity: string, name: string, source: string): Promise<string> {
  return createRecord(page, 'inu_view', {
    name,
    label: name,
    kind: 'script',
    objectname: entity,
    body: JSON.stringify({ source }),
  });
}

/**
 * A public list view of `entity` showing the records whose name starts with `prefix`, by
 * name, in one column; `more` adds to its body (commands, quick filters).
 */
export function createListView(
  page: Page,
  options: { entity: string; name: string; label?: string; prefix: string; more?: Record<string, unknown> },
): Promise<string> {
  const { entity, name, prefix } = options;
  return createRecord(page, 'inu_view', {
    name,
    label: options.label ?? name,
    kind: 'view',
    objectname: entity,
    body: JSON.stringify({
      query: {
        entity: {
          name: entity,
          attributes: [{ attribute: 'name' }],
          filter: { conditions: [{ attribute: 'name', operator: 'like', value: `${prefix}%` }] },
          orders: [{ attribute: 'name' }],
        },
      },
      columns: [{ attribute: 'name', width: 300 }],
      ...options.more,
    }),
  });
}

/**
 * Deletes this test's records of `entity`: those whose name starts with `prefix` (a unique
 * prefix the test made), each at the version it now has, in one batch.
 */
export async function deleteRecordsNamed(page: Page, entity: string, prefix: string): Promise<void> {
  const rows = await fetchRows<{ id: string; versionnumber: number }>(page, {
    entity: {
      name: entity,
      attributes: [{ attribute: 'id' }],
      filter: { conditions: [{ attribute: 'name', operator: 'like', value: `${prefix}%` }] },
    },
    pageSize: 1000,
  });
  if (rows.length === 0) return;
  const { status, body } = await callApi(page, '/api/executemultiple', {
    records: rows.map((row) => ({
      name: entity,
      operation: 'delete',
      object: { id: row.id, versionnumber: row.versionnumber },
    })),
  });
  if (status !== 200)
    throw new Error(`deleting ${entity} ${prefix}% failed with ${status}: ${JSON.stringify(body)}`);
}
