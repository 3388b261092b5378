import type { FetchFilter } from '@strata/api/contract/query';
import type { PanelDefinition } from '@strata/api/contract/views';
import { ChartColumn, ChartPie, Inbox, List, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LazyRecordChartPanel as RecordChartPanel } from '../../charts/LazyRecordChartPanel';
import { useShell } from '../../context/shell-context';
import { displayFor } from '../../fields/display-registry';
import {
  associationOf,
  newRelatedValues,
  panelColumns,
  panelRecordsFilter,
} from '../../form-context/associated-query';
import { associatedView } from '../../form-context/associated-views';
import { useFormContext } from '../../form-context/form-context';
import { entityInSentence } from '../../i18n/entity-in-sentence';
import { findProperty, useObjectMeta } from '../../metadata/object-metadata';
import { useViews } from '../../metadata/views';
import { canDo } from '../../session/permissions';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Spinner } from '../../ui/Spinner';
import { useAssociatedCount, useAssociatedRows } from './associated-records';
import { CustomPanel } from './CustomPanel';
import { ManyToManyListPanel } from './ManyToManyListPanel';
import { PagingFooter } from './PagingFooter';
import { PanelLabel } from './PanelLabel';

type ListBody = { columns?: { attribute: string }[] };

/**
 * An AssociatedList panel (spec 000 section 3): product lines in cart mode when the panel says
 * `"cart": true` (a domain panel, issue 21), the linked records with a manage mode when it
 * names a many-to-many link entity, otherwise the related records.
 */
export function AssociatedListPanel({ panel, showLabel }: { panel: PanelDefinition; showLabel: boolean }) {
  const association = associationOf(panel);
  const related = useObjectMeta(association?.objectName ?? '');
  if (panel.cart === true) return <CustomPanel panel={{ ...panel, customComponent: 'productLines' }} />;
  if (related?.type === 'many') return <ManyToManyListPanel panel={panel} showLabel={showLabel} />;
  return <RelatedRecordsPanel panel={panel} showLabel={showLabel} />;
}

/**
 * Records of another entity whose lookup points at this record: the related entity's first
 * list view gives the columns; New opens a new related record with the lookup filled in.
 */
function RelatedRecordsPanel({ panel, showLabel }: { panel: PanelDefinition; showLabel: boolean }) {
  const { t } = useTranslation('forms');
  const { appId = '!' } = useParams();
  const { context } = useShell();
  const { entity, recordId, values } = useFormContext();
  const association = associationOf(panel);
  const related = useObjectMeta(association?.objectName ?? '');
  const { views } = useViews<ListBody>(association?.objectName ?? '', 'view');
  const allowed = Array.isArray(panel.allowedViews) ? (panel.allowedViews as string[]) : ['list', 'chart'];
  const [mode, setMode] = useState(
    panel.initialView === 'chart' && allowed.includes('chart') ? 'chart' : 'list',
  );
  const [groupFilter, setGroupFilter] = useState<FetchFilter | null>(null);
  const extra = associatedView(association?.objectName ?? '');
  if (!association || !related) {
    return <p className="panel-message">{t('associatedNotConfigured', { name: panel.name })}</p>;
  }
  const columns = panelColumns(
    panel,
    views?.[0]?.body?.columns?.map((column) => column.attribute) ?? ['name', 'createdon'],
  )
    .filter((name) => name !== association.relationField && findProperty(related, name))
    .slice(0, 6);
  const init = JSON.stringify(
    newRelatedValues(panel, {
      field: association.relationField,
      value: { id: recordId, name: entity, label: values.name ?? null },
    }),
  );
  const newPath = canDo(context.permDict, association.objectName, 'create')
    ? `/${appId}/edit/${association.objectName}/0?init=${encodeURIComponent(init)}`
    : undefined;
  return (
    <section className="associated-list" aria-label={panel.label ?? panel.name}>
      <header>
        {showLabel && (
          <h2>
            <PanelLabel panel={panel} />
          </h2>
        )}
        {recordId && ((allowed.includes('chart') && allowed.includes('list')) || extra) && (
          <fieldset className="view-switch" aria-label={t('viewMode')}>
            <button
              type="button"
              className="command"
              aria-pressed={mode === 'list'}
              aria-label={t('showList')}
              title={t('showList')}
              onClick={() => setMode('list')}
            >
              <List size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="command"
              aria-pressed={mode === 'chart'}
              aria-label={t('showChart')}
              title={t('showChart')}
              onClick={() => setMode('chart')}
            >
              <ChartColumn size={16} aria-hidden="true" />
            </button>
            {extra && (
              <button
                type="button"
                className="command"
                aria-pressed={mode === 'extra'}
                title={extra.label()}
                onClick={() => setMode('extra')}
              >
                <ChartPie size={16} aria-hidden="true" /> {extra.label()}
              </button>
            )}
          </fieldset>
        )}
        {recordId && newPath && (
          <Link className="command" to={newPath} title={t('newRelated', { entity: related.displayName })}>
            <Plus size={16} aria-hidden="true" /> {t('newRelated', { entity: related.displayName })}
          </Link>
        )}
      </header>
      {recordId && mode === 'chart' && (
        <RecordChartPanel
          entity={association.objectName}
          filter={panelRecordsFilter(panel, association.relationField, recordId)}
          onGroupFilter={setGroupFilter}
          height={240}
        />
      )}
      {recordId && mode === 'extra' && extra ? (
        <Suspense fallback={<Spinner />}>
          <extra.component panel={panel} recordId={recordId} />
        </Suspense>
      ) : recordId ? (
        views && (
          <AssociatedRows
            panel={panel}
            recordId={recordId}
            columns={columns}
            appId={appId}
            groupFilter={mode === 'chart' ? groupFilter : null}
            newPath={newPath}
          />
        )
      ) : (
        <p className="panel-message">{t('saveFirst')}</p>
      )}
    </section>
  );
}

function AssociatedRows({
  panel,
  recordId,
  columns,
  appId,
  groupFilter,
  newPath,
}: {
  panel: PanelDefinition;
  recordId: string;
  columns: string[];
  appId: string;
  groupFilter: FetchFilter | null;
  /** a new related record with the lookup filled in, when the user may create one */
  newPath: string | undefined;
}) {
  const { t, i18n } = useTranslation('forms');
  const association = associationOf(panel);
  const related = useObjectMeta(association?.objectName ?? '');
  const { rows, error, hasMore, loadingMore, loadMore } = useAssociatedRows(
    panel,
    recordId,
    columns,
    groupFilter,
  );
  const total = useAssociatedCount(panel, recordId);
  if (error) return <ErrorPanel title={t('loadFailed')} error={error} />;
  if (!rows || !related || !association) return <Spinner />;
  if (rows.length === 0) {
    // the panel's own emptyMessage (spec 000 section 3) wins over the generic sentence
    const message =
      typeof panel.emptyMessage === 'string'
        ? panel.emptyMessage
        : t('relatedEmpty', {
            entity: entityInSentence(related.displayNamePlural || related.displayName, i18n.language),
          });
    return (
      <EmptyState
        icon={Inbox}
        message={message}
        compact
        actions={newPath ? [{ label: t('addRelated'), to: newPath }] : []}
      />
    );
  }
  return (
    <>
      <table className="associated-table">
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col">
                {findProperty(related, name)?.displayName ?? name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.id)}>
              {columns.map((name, index) => {
                const property = findProperty(related, name);
                if (!property) return <td key={name} />;
                const Display = displayFor(property);
                const content = (
                  <Display
                    property={property}
                    objectName={association.objectName}
                    value={row[name]}
                    record={row}
                  />
                );
                return (
                  <td key={name}>
                    {index === 0 && property.type !== 'Lookup' ? (
                      <Link to={`/${appId}/edit/${association.objectName}/${String(row.id)}`}>{content}</Link>
                    ) : (
                      content
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <PagingFooter
        shown={rows.length}
        // a chart's group narrows the rows below the tab's count: no count then
        total={groupFilter ? undefined : total}
        hasMore={hasMore}
        loading={loadingMore}
        onMore={loadMore}
      />
    </>
  );
}
