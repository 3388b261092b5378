import type { DashboardObject } from '@strata/api/contract/views';

/**
 * The body of a dashboard view (inu_view of kind dashboard; docs/dashboards.md). The server
 * checks bodies with dashboardBodySchema on save; the client reads them again leniently
 * because stored JSON may predate that check: an object of an unknown shape is kept so its
 * widget can say what is wrong in place instead of the page failing.
 */
export type { DashboardObject };
export type DashboardBody = {
  gridColumns?: string | undefined;
  gridRows?: string | undefined;
  cssClass?: string | undefined;
  objects: DashboardObject[];
};
export type DashboardFilterObject = Extract<DashboardObject, { type: 'filter' }>;
export type DashboardWidgetObject = Exclude<DashboardObject, { type: 'filter' }>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A stored body as a dashboard, or null when it is no dashboard at all (no objects list). */
export function readDashboardBody(value: unknown): DashboardBody | null {
  if (!isObject(value) || !Array.isArray(value.objects)) return null;
  return {
    gridColumns: text(value.gridColumns),
    gridRows: text(value.gridRows),
    cssClass: text(value.cssClass),
    objects: value.objects.filter(
      (object): object is DashboardObject => isObject(object) && typeof object.type === 'string',
    ),
  };
}

export const isFilterObject = (object: DashboardObject): object is DashboardFilterObject =>
  object.type === 'filter';
