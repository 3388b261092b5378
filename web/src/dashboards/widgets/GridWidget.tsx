import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../../context/shell-context';
import { viewPageSize } from '../../data/page-math';
import { usePagedRows } from '../../data/use-paged-rows';
import { recordPath } from '../../fields/lookup/use-app-id';
import { useFormatOptions } from '../../fields/use-format-options';
import { entityInSentence } from '../../i18n/entity-in-sentence';
import { type ListColumn, resolveColumns, rowFormName } from '../../list-views/columns';
import { isListBody, type ListViewBody } from '../../list-views/list-definition';
import { buildListQuery } from '../../list-views/list-query';
import type { CellContext } from '../../lists/grid/render-cell';
import { renderCell } from '../../lists/grid/render-cell';
import type { ObjectMeta } from '../../metadata/object-metadata';
import { useViews } from '../../metadata/views';
import type { DashboardWidgetObject } from '../dashboard-body';
import { bothFilters } from '../filters/filter-conditions';
import { useReport } from './use-report';
import { WidgetEmpty, WidgetError, WidgetLoading, WidgetMissing } from './WidgetState';
import type { WidgetProps } from './widget-props';

type GridObject = Extract<DashboardWidgetObject, { type: 'grid' }>;

/** A list view of the entity, named by listName, as a compact table. */
export function GridWidget(props: WidgetProps<GridObject>) {
  const { object, report } = props;
  const { t } = useTranslation('dashboards');
  const { views, error, mutate } = useViews<ListViewBody>(object.objectName, 'view');
  const view = views?.find((candidate) => candidate.name === object.listName);
  const body = view && isListBody(view.body) ? view.body : undefined;
  const status = error && !views ? 'error' : !views ? 'loading' : !body ? 'missing' : null;
  useReport(report, status);
  if (status === 'error') return <WidgetError error={error} onRetry={() => void mutate()} />;
  if (status === 'loading') return <WidgetLoading />;
  if (!body) return <WidgetMissing message={t('objectNotFound', { name: object.listName })} />;
  return <GridRows {...props} body={body} />;
}

/**
 * The view's rows under the dashboard's filters, a page at a time ('Show more' adds the
 * next); a row opens its record, as in the list.
 */
function GridRows({
  object,
  meta,
  filter,
  appId,
  report,
  body,
}: WidgetProps<GridObject> & { body: ListViewBody }) {
  const { t, i18n } = useTranslation('dashboards');
  const format = useFormatOptions();
  const navigate = useNavigate();
  const { context } = useShell();
  const metaDict = context.metaDict as Record<string, ObjectMeta | undefined>;
  const columns = useMemo(() => resolveColumns(body, meta, metaDict), [body, meta, metaDict]);
  const missing = columns.find(
    (column) => !column.entityName && !column.property && column.attribute !== 'id',
  );
  const query = useMemo(
    () =>
      buildListQuery(
        body,
        columns,
        { filter: bothFilters(body.query.entity.filter, filter), links: [], problems: [] },
        undefined,
      ),
    [body, columns, filter],
  );
  const queryKey = JSON.stringify(query);
  const paged = usePagedRows(
    missing ? undefined : query,
    queryKey,
    object.pageSize ?? viewPageSize(body.query),
  );
  const status = missing
    ? 'missing'
    : paged.initial
      ? paged.error
        ? 'error'
        : 'loading'
      : paged.rows.length
        ? 'ready'
        : 'empty';
  useReport(report, status);
  const cellContext: CellContext = useMemo(
    () => ({ appId, noName: t('noName'), format }),
    [appId, t, format],
  );
  if (missing) return <WidgetMissing message={t('fieldNotFound', { name: missing.attribute })} />;
  if (status === 'error') return <WidgetError error={paged.error} onRetry={paged.reload} />;
  if (status === 'loading') return <WidgetLoading />;
  if (status === 'empty') {
    const entity = entityInSentence(meta.displayNamePlural || meta.displayName, i18n.language);
    return <WidgetEmpty message={t('noRows', { entity })} />;
  }
  const form = rowFormName(columns);
  const open = (row: Record<string, unknown>) =>
    navigate(recordPath(appId, object.objectName, String(row.id), form));
  return (
    <div className={`dashboard-grid-table${paged.stale ? ' is-refreshing' : ''}`}>
      <table>
        <thead>
          <tr>
            {columns.map((column: ListColumn) => (
              <th key={column.attribute} scope="col" style={{ minWidth: Math.min(column.width, 200) }}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paged.rows.map((row) => (
            <tr
              key={String(row.id)}
              tabIndex={0}
              onClick={() => open(row)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') open(row);
              }}
            >
              {columns.map((column) => (
                <td key={column.attribute}>{renderCell(column, row, cellContext)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {paged.hasMore && (
        <button
          type="button"
          className="button link dashboard-more"
          onClick={paged.loadMore}
          disabled={paged.loading}
        >
          {t('showMore')}
        </button>
      )}
    </div>
  );
}
