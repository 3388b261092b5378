import type { FetchQuery } from '@strata/api/contract/query';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import type { UserContext } from '../api/user-context';
import ListScreen from '../lists/ListScreen';
import { loadMenuCode } from '../ui/Menu';
import { PromptHost } from '../ui/prompts';
import { ToastHost } from '../ui/toasts';
import { type FakeRequest, type FakeRoute, fakeServer } from './fake-server';
import { renderInShell } from './shell-harness';

/**
 * Rendering an entity's list screen (/{app}/list/{entity}) in a DOM test, its views and rows
 * answered by the fake server: `renderListScreen('account', { rows })` shows the crm template's
 * account views (the first by label chosen, as on a fresh tenant) and answers every row fetch
 * of the list with `rows(query)`. The scroll boxes of the list are given a size, so the
 * virtualised grid draws its rows in happy-dom. The shell's alerts and toasts are drawn too.
 * A reload is `unmount()` and a second render: what the list keeps in storage stays.
 */

// the drop-down menus' code comes on the first sign of intent in the app; here it is there before
// the first test, so no menu waits for its chunk to be transformed
await loadMenuCode();
// a list screen answers in several steps (views, then rows, then lookups' names): on a busy
// machine one of them may take longer than Testing Library's default second; and a test that
// works a screen through many steps gets more than Vitest's default five seconds
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** An inu_view row as POST /api/fetch answers it (its body as stored: JSON text). */
export type StoredView = {
  id: string;
  name: string;
  label: string | null;
  kind: string;
  objectname: string | null;
  isprivate: boolean | null;
  ownerid: { id: string; name: string } | null;
  versionnumber: number;
  body: string | null;
};

type TemplateView = { name: string; label?: string; kind: string; objectname: string; body: unknown };
const templateViewFiles = import.meta.glob<{ default: TemplateView[] }>(
  '../../../tenant-templates/crm/views/*.json',
  {
    eager: true,
  },
);

let viewIds = 0;
/** A stored view of one's own: a list view of `objectName` with `body` (a public one unless said). */
export function storedView(
  objectName: string,
  name: string,
  body: unknown,
  more: Partial<Omit<StoredView, 'body'>> = {},
): StoredView {
  viewIds += 1;
  return {
    id: `00000000-0000-4000-8000-${String(viewIds).padStart(12, '0')}`,
    name,
    label: name,
    kind: 'view',
    objectname: objectName,
    isprivate: false,
    ownerid: null,
    versionnumber: 1,
    body: JSON.stringify(body),
    ...more,
  };
}

/** The crm template's views of `kind` (list views by default) for `objectName`, as stored. */
export function templateViews(objectName: string, kind = 'view'): StoredView[] {
  const all = Object.values(templateViewFiles).flatMap((file) => file.default);
  return all
    .filter((view) => view.objectname === objectName && view.kind === kind)
    .sort((a, b) => (a.label ?? a.name).localeCompare(b.label ?? b.name))
    .map((view) => storedView(objectName, view.name, view.body, { label: view.label ?? null, kind }));
}

/** What a row fetch of the list is answered with: rows, or an error `{status, body}`. */
export type RowsRoute = (query: FetchQuery, request: FakeRequest) => unknown;

const isCount = (query: FetchQuery) =>
  query.entity.attributes?.some((attribute) => 'aggregate' in attribute && attribute.aggregate) ?? false;

/**
 * Renders the list screen of `entity` at `path` (default /sales/list/{entity}). POST /api/fetch
 * answers views (`views`, default the template's list views of the entity), the footer's count
 * (`count(query)`, default the number of `rows(query)`), rows of the entity (`rows`, default none)
 * and fetches of other entities (`others`, by entity name; unanswered ones fail with 501).
 * `routes` adds other API routes. Returns renderInShell's result, the fake server and
 * `rowFetches()`: the row queries the list sent so far, without views, counts and others.
 */
export function renderListScreen(
  entity: string,
  options: {
    views?: StoredView[];
    rows?: RowsRoute;
    count?: (query: FetchQuery) => number;
    others?: Record<string, RowsRoute>;
    routes?: Record<string, FakeRoute>;
    context?: UserContext;
    path?: string;
    title?: string;
  } = {},
) {
  const views = options.views ?? templateViews(entity);
  const rows = options.rows ?? (() => []);
  const server = fakeServer({
    ...options.routes,
    'POST /api/fetch': (request) => {
      const query = request.body as FetchQuery;
      const name = query.entity.name;
      if (name === 'inu_view') {
        const kind = query.entity.filter?.conditions?.find(
          (condition) => 'attribute' in condition && condition.attribute === 'kind',
        );
        return views.filter((view) => !kind || !('value' in kind) || view.kind === kind.value);
      }
      if (name !== entity) return options.others?.[name]?.(query, request);
      if (isCount(query)) {
        const counted = options.count?.(query);
        if (counted !== undefined) return [{ count: counted }];
        const answer = rows(query, request);
        return [{ count: Array.isArray(answer) ? answer.length : 0 }];
      }
      return rows(query, request);
    },
  });
  const result = renderInShell(
    <>
      <ListScreen entity={entity} title={options.title} />
      <ToastHost />
      <PromptHost />
    </>,
    {
      ...(options.context ? { context: options.context } : {}),
      path: options.path ?? `/sales/list/${entity}`,
      route: '/:appId/*',
    },
  );
  const rowFetches = () =>
    (server.bodiesOf('POST /api/fetch') as FetchQuery[]).filter(
      (query) => query.entity.name === entity && !isCount(query),
    );
  return { ...result, server, rowFetches };
}

/**
 * The sizes happy-dom, which has no layout, reports here: the list's scroll boxes (the
 * virtualiser reads clientWidth/clientHeight, and the paging asks for the next page near the
 * end: scrollHeight is the virtual body's height plus the header row). The title bar's
 * command bar has no room, so its commands are in its More commands menu. Setting scrollTop
 * sends a scroll event, as in a browser: `box.scrollTop = box.scrollHeight` scrolls to the end.
 */
export const listScrollBox = { width: 1280, height: 400 };
const scrollBoxes = '.list-grid-scroll, .list-mobile-scroll';
const virtualBodies = '.list-grid-body, .list-mobile';
type Size = 'clientWidth' | 'clientHeight' | 'scrollHeight';
function sized(name: Size, rules: [selector: string, size: (element: HTMLElement) => number][]) {
  const original =
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ??
    Object.getOwnPropertyDescriptor(Element.prototype, name);
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) {
      const rule = rules.find(([selector]) => this.matches(selector));
      return rule ? rule[1](this) : (original?.get?.call(this) ?? 0);
    },
  });
}
sized('clientWidth', [[scrollBoxes, () => listScrollBox.width]]);
sized('clientHeight', [[scrollBoxes, () => listScrollBox.height]]);
sized('scrollHeight', [
  [
    scrollBoxes,
    (box) => {
      const body = box.querySelector<HTMLElement>(virtualBodies);
      return Math.max(listScrollBox.height, Number.parseFloat(body?.style.height ?? '0') + 36);
    },
  ],
]);

// a browser sends a scroll event when a script moves scrollTop (the list does, to the top, for a
// new query): the virtualiser follows only those events
const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
  configurable: true,
  get(this: HTMLElement) {
    return scrollTop?.get?.call(this) ?? 0;
  },
  set(this: HTMLElement, value: number) {
    const before = scrollTop?.get?.call(this);
    scrollTop?.set?.call(this, value);
    if (this.matches(scrollBoxes) && scrollTop?.get?.call(this) !== before) {
      setTimeout(() => this.dispatchEvent(new Event('scroll')));
    }
  },
});
