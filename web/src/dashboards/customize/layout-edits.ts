import type { DashboardBody, DashboardObject } from '../dashboard-body';
import {
  areaBelow,
  columnCount,
  formatGridArea,
  type GridArea,
  moveArea,
  parseGridArea,
  resizeArea,
} from '../grid-area';

/** A customise-mode step on one widget: move or resize by a cell. */
export type LayoutStep =
  | { kind: 'move'; rows: number; columns: number }
  | { kind: 'resize'; rows: number; columns: number };

/**
 * The body with one widget moved or resized on the grid. A widget without a (readable) area
 * is first given one below the others, so every widget can be placed.
 */
export function applyStep(body: DashboardBody, index: number, step: LayoutStep): DashboardBody {
  const object = body.objects[index];
  if (!object) return body;
  const columns = columnCount(body.gridColumns);
  const current =
    parseGridArea(object.gridArea) ??
    areaBelow(
      body.objects.map((item) => parseGridArea(item.gridArea)),
      columns,
    );
  const next: GridArea =
    step.kind === 'move'
      ? moveArea(current, step.rows, step.columns, columns)
      : resizeArea(current, step.rows, step.columns, columns);
  return replaceObject(body, index, { ...object, gridArea: formatGridArea(next) } as DashboardObject);
}

export function replaceObject(body: DashboardBody, index: number, object: DashboardObject): DashboardBody {
  return { ...body, objects: body.objects.map((item, at) => (at === index ? object : item)) };
}

export function removeObject(body: DashboardBody, index: number): DashboardBody {
  return { ...body, objects: body.objects.filter((_, at) => at !== index) };
}

/** Adds a widget in a full-width row under the others. */
export function addObject(body: DashboardBody, object: DashboardObject): DashboardBody {
  const columns = columnCount(body.gridColumns);
  const area = areaBelow(
    body.objects.map((item) => parseGridArea(item.gridArea)),
    columns,
  );
  return {
    ...body,
    objects: [...body.objects, { ...object, gridArea: formatGridArea(area) } as DashboardObject],
  };
}

/** The body as saved: keys left undefined by the reader are dropped. */
export function bodyForSave(body: DashboardBody): Record<string, unknown> {
  return JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
}
