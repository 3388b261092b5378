import type { FetchQuery } from '@strata/api/contract/query';
import type { PanelDefinition } from '@strata/api/contract/views';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useShell } from '../../context/shell-context';
import { isLookupValue, retrieveMultiple } from '../../data/data-api';
import { formatValue } from '../../fields/format-value';
import { findProperty } from '../../metadata/object-metadata';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Spinner } from '../../ui/Spinner';

type Node = Record<string, unknown>;
const asArray = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

/** A list body's first rows, fetched with its own query (top 5): what the list will show. */
function ListPreview({ body }: { body: Node }) {
  const { t, i18n } = useTranslation('designer');
  const { context } = useShell();
  const query = body.query as FetchQuery;
  const object = context.metaDict[query.entity.name];
  const columns = asArray(body.columns).length
    ? asArray(body.columns).map((column) => String(column.attribute))
    : asArray(query.entity.attributes).map((attribute) => String(attribute.attribute));
  const { data, error } = useSWR(['view-preview', JSON.stringify(query)], () =>
    retrieveMultiple({ ...query, count: 5 }),
  );
  if (error) return <ErrorPanel title={t('view.noPreview')} error={error} />;
  if (!data) return <Spinner />;
  return (
    <table className="designer-table" aria-label={t('view.previewRows')}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column}>{findProperty(object, column)?.displayName ?? column}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: preview rows are shown once, in order
          <tr key={index}>
            {columns.map((column) => {
              const value = row[column];
              const property = findProperty(object, column);
              return (
                <td key={column}>
                  {isLookupValue(value)
                    ? value.name
                    : property
                      ? formatValue(property, value, { language: i18n.language })
                      : String(value ?? '')}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A form body as an outline: tabs and panels with their fields' display names. */
function FormOutline({ panel, objectName }: { panel: PanelDefinition; objectName: string }) {
  const { context } = useShell();
  const object = context.metaDict[objectName];
  return (
    <li>
      <strong>{panel.label ?? panel.name}</strong> <span className="designer-muted">({panel.type})</span>
      <ul>
        {(panel.fields ?? []).map((field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: separators repeat their name
          <li key={index}>
            {field.type === 'Separator'
              ? '—'
              : (field.label ?? findProperty(object, field.name)?.displayName ?? field.name)}
          </li>
        ))}
        {(panel.panels ?? []).map((child) => (
          <FormOutline key={child.name} panel={child} objectName={objectName} />
        ))}
      </ul>
    </li>
  );
}

/** The preview of what a valid body defines: the list's rows, the form's layout, the chart's series. */
export function ViewPreview({
  kind,
  objectName,
  body,
}: {
  kind: string | null;
  objectName: string | null;
  body: Node;
}) {
  const { t } = useTranslation('designer');
  if (kind === 'view') return <ListPreview body={body} />;
  if (kind === 'form' && objectName)
    return (
      <ul className="view-outline">
        <FormOutline panel={body.panel as PanelDefinition} objectName={objectName} />
      </ul>
    );
  if (kind === 'chart')
    return (
      <dl>
        <dt>{t('view.chartSeries')}</dt>
        <dd>
          {asArray(body.series)
            .map(
              (series) =>
                `${String(series.label ?? '')} ${String(series.aggregateMethod)}(${String(series.aggregateField)})`,
            )
            .join(', ')}
        </dd>
        <dt>{t('view.chartGroups')}</dt>
        {asArray(body.groups).map((group, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups are shown in their order
          <dd key={index}>{`${String(group.field)} (${String(group.method)})`}</dd>
        ))}
      </dl>
    );
  if (kind === 'dashboard' || kind === 'home')
    return (
      <>
        <p>{t('view.dashboardItems')}</p>
        <ul>
          {asArray(kind === 'home' ? body.items : body.objects).map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are shown in their order
            <li key={index}>{String(item.label ?? item.name ?? item.type ?? item.kind ?? '')}</li>
          ))}
        </ul>
      </>
    );
  return <p className="designer-muted">{t('view.noPreview')}</p>;
}
