import type { FetchQuery } from '@strata/api/contract/query';
import type { RecordOperation } from '@strata/api/contract/records';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { ObjectInfo, UserContext } from '../api/user-context';
import type { RecordValues } from '../data/data-api';
import type { FormDefinition } from '../forms/form-definition';
import { preloadRecordForm, RecordRoute } from '../screens/entity-screens';
import { PromptHost } from '../ui/prompts';
import { ToastHost } from '../ui/toasts';
import { fakeRows } from './fake-rows';
import { type FakeRequest, type FakeRoute, fakeServer } from './fake-server';
import { roomyBoxes } from './layout';
import { renderInShell, testContext } from './shell-harness';

/**
 * Loads the record form's chunk (the route's preload). renderRecordForm awaits it too; a file
 * calls it in beforeAll so that its first test's time limit does not pay for transforming the
 * form's modules: `beforeAll(loadRecordForm, 30_000)`. Answers nothing (a hook's answer of a
 * function would be taken for its teardown).
 */
export async function loadRecordForm(): Promise<void> {
  await preloadRecordForm();
}

/** Rows of a fake table store by entity name: what the fake /api/fetch answers from. */
export type FakeTables = Record<string, RecordValues[]>;

const administrator = {
  id: '00000000-0000-4000-8000-0000000000ad',
  name: 'systemuser',
  label: 'Demo Administrator',
};

/** An existing record as the server answers it: the given values, stamps and owner added. */
export function storedRecord(values: RecordValues): RecordValues {
  return {
    versionnumber: 1,
    statecode: 0,
    createdon: '2026-01-01T08:00:00.000Z',
    modifiedon: '2026-01-01T08:00:00.000Z',
    createdby: administrator,
    modifiedby: administrator,
    ownerid: administrator,
    ...values,
  };
}

/**
 * The fake API's answers to a form's reads and writes over `tables`: /api/fetch answers the rows
 * of the query's entity as fake-rows.ts judges them (a query it cannot judge, or of an entity
 * without a table, goes unanswered: 501); /api/update creates (a new id, version 1), updates (version plus one)
 * and deletes in the tables, so a save and the re-read after it see each other.
 */
export function tableRoutes(tables: FakeTables): Record<string, FakeRoute> {
  let created = 0;
  return {
    'POST /api/fetch': (request: FakeRequest) => {
      const query = request.body as FetchQuery;
      const rows = tables[query.entity.name];
      if (!rows) return undefined;
      try {
        return fakeRows(rows)(query);
      } catch {
        return undefined;
      }
    },
    'POST /api/update': (request: FakeRequest) => {
      const { name, object, operation } = request.body as {
        name: string;
        object: RecordValues;
        operation: 'create' | 'update' | 'delete';
      };
      const rows = tables[name];
      if (!rows) return undefined;
      if (operation === 'create') {
        created += 1;
        const id = `00000000-0000-4000-8000-${String(created).padStart(12, '0')}`;
        rows.push(storedRecord({ ...object, id }));
        return id;
      }
      const index = rows.findIndex((row) => row.id === object.id);
      if (index < 0) return { status: 404, body: { code: 'ERR_NOT_FOUND', message: 'Record not found' } };
      if (operation === 'delete') rows.splice(index, 1);
      else {
        const row = rows[index] as RecordValues;
        rows[index] = { ...row, ...object, versionnumber: Number(row.versionnumber ?? 0) + 1 };
      }
      return String(object.id);
    },
  };
}

/**
 * /api/executemultiple over `tables`, as the server writes a batch: all or nothing, an update or
 * delete carrying an older versionnumber than the row's refused with ERR_8001 naming the row
 * (details.id), each write raising the row's version. Every batch is kept in `batches`; an
 * `answer` set on `refusal` is given instead (a refusal the test wants).
 */
export function versionedBatchRoute(
  tables: FakeTables,
  batches: RecordOperation[][],
  refusal: { answer?: unknown } = {},
): FakeRoute {
  return (request) => {
    const records = (request.body as { records: RecordOperation[] }).records;
    batches.push(records);
    if (refusal.answer) return refusal.answer;
    for (const operation of records) {
      const row = tables[operation.name]?.find((candidate) => candidate.id === operation.object.id);
      const version = operation.object.versionnumber;
      if (row && version !== undefined && row.versionnumber !== version) {
        const modifier = row.modifiedby as { label?: string } | undefined;
        return {
          status: 409,
          body: {
            code: 'ERR_8001',
            message: `This record was modified by ${modifier?.label ?? 'Unknown'}`,
            details: { id: row.id, versionnumber: row.versionnumber },
          },
        };
      }
    }
    return records.map((operation) => {
      const rows = tables[operation.name] ?? [];
      const index = rows.findIndex((row) => row.id === operation.object.id);
      const row = rows[index] as RecordValues;
      rows[index] = { ...row, ...operation.object, versionnumber: Number(row.versionnumber) + 1 };
      return { result: String(operation.object.id) };
    });
  };
}

const templateViews = import.meta.glob<{
  default: { kind: string; objectname: string; body: FormDefinition }[];
}>('../../../tenant-templates/crm/views/*.json', { eager: true });

/** The crm template's form definitions of an entity (its views/{entity}.json), 'main' first. */
export function crmForms(entity: string): FormDefinition[] {
  return Object.values(templateViews)
    .flatMap((file) => file.default)
    .filter((view) => view.kind === 'form' && view.objectname === entity)
    .map((view) => view.body);
}

/** The inu_view rows of an object's form definitions (the first is 'main' unless named). */
export function formViews(entity: string, forms: FormDefinition[]): RecordValues[] {
  return forms.map((form, index) => ({
    id: `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`,
    name: form.name ?? (index === 0 ? 'main' : `form${index + 1}`),
    label: form.name ?? 'Main',
    kind: 'form',
    objectname: entity,
    isprivate: false,
    ownerid: administrator,
    versionnumber: 1,
    statecode: 0,
    body: JSON.stringify(form),
  }));
}

/**
 * Renders the record form of `object` as the route /sales/edit/{entity}/{id}[/{formName}] shows
 * it (RecordRoute: id '0' is a new record, special editors such as a user's roles come too),
 * with the shell's toasts and prompts, over a fake API: the object's stored `forms` (none: the
 * generated form) and the `tables` of records the form reads and writes (tableRoutes); `routes`
 * answer first (an answer of undefined passes on to the tables). Any other path renders nothing
 * but `beside`. The form's chunk is loaded before it renders (await the answer); the title bar
 * has a desktop's room (layout.ts roomyBoxes), so its commands are buttons named by their labels.
 * The object joins the demo administrator's context unless a `context` is given.
 */
export async function renderRecordForm(options: {
  object: ObjectInfo;
  id?: string;
  formName?: string;
  forms?: FormDefinition[];
  tables?: FakeTables;
  routes?: Record<string, FakeRoute>;
  context?: UserContext;
  /** Rendered beside the form, inside the router (a link to leave by, say). */
  beside?: ReactNode;
}) {
  const { object, id = '0', formName, forms = [] } = options;
  const tables: FakeTables = {
    [object.logicalName]: [],
    ...options.tables,
    inu_view: [...formViews(object.logicalName, forms), ...(options.tables?.inu_view ?? [])],
  };
  const own = tableRoutes(tables);
  const extra = options.routes ?? {};
  const routes: Record<string, FakeRoute> = { ...own, ...extra };
  for (const [key, route] of Object.entries(extra)) {
    const fallback = own[key];
    if (fallback)
      routes[key] = async (request) => {
        const answer = await route(request);
        return answer === undefined ? fallback(request) : answer;
      };
  }
  // the form's chunk loaded first, as the route does: the form renders at once, not suspended
  await loadRecordForm();
  const server = fakeServer(routes);
  roomyBoxes();
  const context = options.context ?? testContext({ extraObjects: [object] });
  const path = `/sales/edit/${object.logicalName}/${id}${formName ? `/${formName}` : ''}`;
  const rendered = renderInShell(
    <>
      <Routes>
        <Route path="/:appId/edit/:name/:id/:form?" element={<RecordRoute />} />
        <Route path="*" element={null} />
      </Routes>
      {options.beside}
      <ToastHost />
      <PromptHost />
    </>,
    { context, path },
  );
  return { ...rendered, server, tables };
}

/**
 * Watches for a toast with `text` that is not on screen yet: call it before the action, await
 * the answer after it. Toasts live in a store of the module, so one shown by an earlier test of
 * the file can still be there; this waits for a new one, never takes the old one.
 */
export function newToast(text: string): () => Promise<HTMLElement> {
  const before = new Set(screen.queryAllByText(text));
  return () =>
    waitFor(() => {
      const fresh = screen.queryAllByText(text).find((element) => !before.has(element));
      if (!fresh) throw new Error(`no new toast '${text}'`);
      return fresh;
    });
}
