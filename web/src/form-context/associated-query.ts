import type { FetchFilter, FetchQuery } from '@strata/api/contract/query';
import type { PanelDefinition } from '@strata/api/contract/views';

/** The related entity and the lookup on it that points at the form's record. */
export function associationOf(panel: PanelDefinition): { objectName: string; relationField: string } | null {
  const objectName = typeof panel.objectName === 'string' ? panel.objectName : null;
  const relationField = typeof panel.relationField === 'string' ? panel.relationField : null;
  return objectName && relationField ? { objectName, relationField } : null;
}

/** The related records' filter: the lookup pointing at this record. */
export const relatedFilter = (relationField: string, recordId: string): FetchFilter => ({
  conditions: [{ attribute: relationField, operator: 'eq' as const, value: recordId }],
});

/**
 * The records a panel lists: the lookup pointing at this record, narrowed by the panel's
 * extraFetch and by a chart's group filter. The tab's count, the rows and the chart share it,
 * so the number on the tab is the number of rows the list pages through.
 */
export function panelRecordsFilter(
  panel: PanelDefinition,
  relationField: string,
  recordId: string,
  groupFilter: FetchFilter | null = null,
): FetchFilter {
  // extraFetch (spec 000 section 3): the panel's own narrowing, checked when the form was saved
  const narrowing = [panel.extraFetch, groupFilter].filter((filter): filter is FetchFilter =>
    Boolean(filter),
  );
  const related = relatedFilter(relationField, recordId);
  return narrowing.length === 0 ? related : { type: 'and', ...related, filters: narrowing };
}

/** The columns a panel shows of the related entity's list columns: without its excludedColumns. */
export function panelColumns(panel: PanelDefinition, columns: string[]): string[] {
  const excluded = new Set(panel.excludedColumns ?? []);
  return columns.filter((name) => !excluded.has(name));
}

/**
 * The values a New related record starts with: the lookup to this record, plus the panel's
 * newParams (spec 000 section 3: fixed values such as a type), which cannot replace the lookup.
 */
export function newRelatedValues(
  panel: PanelDefinition,
  lookup: { field: string; value: Record<string, unknown> },
): Record<string, unknown> {
  return { ...panel.newParams, [lookup.field]: lookup.value };
}

/** Rows a related list reads at a time. */
export const relatedPageSize = 50;

/**
 * One page of the records a related list shows, newest first: ordered by createdon and then
 * id, an order without ties, so that records sharing a timestamp (an import's) are neither
 * skipped nor repeated from one page to the next.
 */
export function relatedRowsQuery(options: {
  panel: PanelDefinition;
  association: { objectName: string; relationField: string };
  recordId: string;
  columns: string[];
  groupFilter?: FetchFilter | null;
  page: number;
}): FetchQuery {
  const { panel, association, recordId, columns, groupFilter = null, page } = options;
  return {
    entity: {
      name: association.objectName,
      attributes: ['id', ...columns].map((attribute) => ({ attribute })),
      filter: panelRecordsFilter(panel, association.relationField, recordId, groupFilter),
      orders: [
        { attribute: 'createdon', descending: true },
        { attribute: 'id', descending: true },
      ],
    },
    page,
    pageSize: relatedPageSize,
  };
}
