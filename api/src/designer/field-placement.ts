import { sql } from 'slonik';
import type { PropertyDefinition } from '../contract/metadata.js';
import type { DdlStatement } from '../ddl/ddl-plan.js';
import type { StoredView } from './metadata-usage.js';

/** Where a new field is shown as well: the entity's default form and default list view. */
export type Placement = { form?: boolean; list?: boolean };

type Node = Record<string, unknown>;

function parse(text: string | null): Node | null {
  try {
    const value = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' ? (value as Node) : null;
  } catch {
    return null;
  }
}

/** The first Fields panel of a form (depth first): where a new field goes. */
function firstFieldsPanel(panel: unknown): Node | null {
  if (!panel || typeof panel !== 'object') return null;
  const node = panel as Node;
  if (node.type === 'Fields') return node;
  for (const child of Array.isArray(node.panels) ? node.panels : []) {
    const found = firstFieldsPanel(child);
    if (found) return found;
  }
  return null;
}

/** The default view of a kind as the client picks it: public, the form named main, else by label. */
function defaultView(views: StoredView[], entity: string, kind: string): StoredView | undefined {
  const candidates = views
    .filter((v) => v.objectname === entity && v.kind === kind)
    .sort((a, b) => (a.label ?? a.name ?? '').localeCompare(b.label ?? b.name ?? ''));
  return candidates.find((v) => kind === 'form' && v.name === 'main') ?? candidates[0];
}

function update(schema: string, view: StoredView, body: Node, what: string): DdlStatement {
  return {
    description: `Add the field to ${what} "${view.label ?? view.name}"`,
    sql: sql.unsafe`UPDATE ${sql.identifier([schema, 'inu_view'])}
      SET body = ${JSON.stringify(body)}, versionnumber = versionnumber + 1, modifiedon = now()
      WHERE id = ${view.id}`,
  };
}

/** Statements adding a new field to the default form and list of its entity (when asked). */
export function placementStatements(
  schema: string,
  entity: string,
  property: PropertyDefinition,
  views: StoredView[],
  placement: Placement,
): DdlStatement[] {
  const statements: DdlStatement[] = [];
  const form = placement.form ? defaultView(views, entity, 'form') : undefined;
  const formBody = form ? parse(form.body) : null;
  const panel = formBody ? firstFieldsPanel(formBody.panel) : null;
  if (form && formBody && panel) {
    panel.fields = [...(Array.isArray(panel.fields) ? panel.fields : []), { name: property.logicalName }];
    statements.push(update(schema, form, formBody, 'form'));
  }
  const list = placement.list ? defaultView(views, entity, 'view') : undefined;
  const listBody = list ? parse(list.body) : null;
  const query = listBody?.query as Node | undefined;
  const queryEntity = query?.entity as Node | undefined;
  if (list && listBody && queryEntity) {
    const attribute = { attribute: property.logicalName };
    queryEntity.attributes = [
      ...(Array.isArray(queryEntity.attributes) ? queryEntity.attributes : []),
      attribute,
    ];
    // a list without columns shows its query's attributes; one with columns needs the column too
    if (Array.isArray(listBody.columns))
      listBody.columns = [...listBody.columns, { ...attribute, width: 150 }];
    statements.push(update(schema, list, listBody, 'list view'));
  }
  return statements;
}

/**
 * A new many-to-many relation (a link table) shown on the default form of each entity it links,
 * as a full-width field named by the link table: the form renders it as the list of linked
 * records with add and remove (web/src/forms/many-to-many).
 */
export function linkPlacementStatements(
  schema: string,
  linkName: string,
  sides: readonly string[],
  views: StoredView[],
): DdlStatement[] {
  return [...new Set(sides)].flatMap((entity) => {
    const form = defaultView(views, entity, 'form');
    const body = form ? parse(form.body) : null;
    const panel = body ? firstFieldsPanel(body.panel) : null;
    if (!form || !body || !panel) return [];
    const fields = Array.isArray(panel.fields) ? panel.fields : [];
    if (fields.some((field) => (field as Node | null)?.name === linkName)) return [];
    panel.fields = [...fields, { name: linkName, gridColumn: '1 / -1' }];
    return [update(schema, form, body, 'form')];
  });
}
