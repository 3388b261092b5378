import type { FetchQuery } from '@strata/api/contract/query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import { isListBody, type ListViewBody } from '../list-views/list-definition';
import type { ObjectMeta } from '../metadata/object-metadata';
import { useViews } from '../metadata/views';
import { Spinner } from '../ui/Spinner';
import { defaultExportSetup } from './default-query';
import { ExportDialog } from './ExportDialog';
import { exportColumns } from './export-columns';
import { exportRowLimit } from './export-query';
import { describeFilter, describeOrders } from './query-summary';
import { SetupQueryDialog } from './SetupQueryDialog';

export type ExportScreenDialog = 'setup' | 'export' | null;

type Props = {
  object: ObjectMeta;
  /** the ids of ?ids=, for records = Selected */
  selectedIds: readonly string[];
  /** the query saved in Setup Query; the default one otherwise */
  customQuery: FetchQuery | undefined;
  exportable: ReadonlySet<string>;
  dialog: ExportScreenDialog;
  onCloseDialog: () => void;
  onSaveQuery: (query: FetchQuery) => void;
  onResetQuery: () => void;
};

/**
 * The chosen entity on the Export Records screen: what will be exported (records, columns,
 * sort, filter) and the two dialogs. The default query waits for the entity's views; when
 * they cannot be read, the name column is the default.
 */
export function EntityExport({
  object,
  selectedIds,
  customQuery,
  exportable,
  dialog,
  onCloseDialog,
  onSaveQuery,
  onResetQuery,
}: Props) {
  const { t, i18n } = useTranslation('export');
  const { context } = useShell();
  const { views, error } = useViews<ListViewBody>(object.logicalName, 'view');
  const body = views?.find((view) => isListBody(view.body))?.body ?? undefined;
  const setup = useMemo(() => defaultExportSetup(object, body), [object, body]);
  const query = customQuery ?? setup.query;
  const definitions = customQuery ? undefined : setup.columns;
  const columns = useMemo(
    () => exportColumns(query, object, context.metaDict, definitions),
    [query, object, context.metaDict, definitions],
  );
  if (!views && !error) return <Spinner label={t('loadingQuery')} />;

  const summary = { object, metaDict: context.metaDict, links: query.entity.links };
  const filter = describeFilter(query.entity.filter, { ...summary, language: i18n.language, t: i18n.t });
  const orders = describeOrders(query.entity.orders, summary);
  return (
    <>
      <dl className="export-summary" aria-label={t('summary.title')}>
        <dt>{t('summary.records')}</dt>
        <dd>
          {selectedIds.length > 0
            ? t('summary.selected', { count: selectedIds.length })
            : t('summary.all', { max: exportRowLimit })}
        </dd>
        <dt>{t('summary.columns')}</dt>
        <dd>{columns.map((column) => column.label).join(', ')}</dd>
        <dt>{t('summary.order')}</dt>
        <dd>{orders || t('summary.none')}</dd>
        <dt>{t('summary.filter')}</dt>
        <dd>{filter || t('summary.none')}</dd>
        <dt>{t('summary.query')}</dt>
        <dd>
          {customQuery ? t('summary.custom') : t('summary.default')}
          {customQuery && (
            <button type="button" className="button link" onClick={onResetQuery}>
              {t('summary.reset')}
            </button>
          )}
        </dd>
      </dl>
      {dialog === 'setup' && (
        <SetupQueryDialog
          query={query}
          exportable={exportable}
          pluralName={object.displayNamePlural || object.displayName}
          onSave={onSaveQuery}
          onClose={onCloseDialog}
        />
      )}
      {dialog === 'export' && (
        <ExportDialog
          entity={object.logicalName}
          query={query}
          selectedIds={selectedIds}
          columns={definitions}
          onClose={onCloseDialog}
        />
      )}
    </>
  );
}
