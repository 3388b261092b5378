import type { FetchFilter } from '@strata/api/contract/query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRecordChartPanel as RecordChartPanel } from '../../../charts/LazyRecordChartPanel';
import { pickKanbanField } from '../kanban/lanes';
import type { ListModeProps } from '../list-modes';
import { listScope } from '../mode-query';
import { GroupRows } from './GroupRows';
import '../../../styles/list-modes.css';

/**
 * Chart mode (spec 001 section 2): the entity's chart over the list's records (its filter and
 * the links that narrow it, as the count and the group's rows use). A click on a
 * group lists that group's records under the chart; a second click (or another chart) clears
 * it. Without chart views the default chart counts records by the list's first option set.
 */
export function ChartMode({ entity, object, body, columns, query, openRecord }: ListModeProps) {
  const { t } = useTranslation('lists');
  const [condition, setCondition] = useState<FetchFilter | null>(null);
  const scope = useMemo(() => listScope(query), [query]);
  const filterKey = JSON.stringify(scope);
  // a new list filter changes the chart's groups, so a chosen group no longer applies
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filter
  useEffect(() => setCondition(null), [filterKey, entity]);
  const groupField = useMemo(
    () => pickKanbanField(body, columns, object)?.logicalName,
    [body, columns, object],
  );

  return (
    <div className="chart-mode">
      <RecordChartPanel
        entity={entity}
        filter={scope.filter}
        links={scope.links}
        onGroupFilter={setCondition}
        defaultGroupField={groupField}
        height={320}
      />
      {condition ? (
        <GroupRows query={query} condition={condition} columns={columns} openRecord={openRecord} />
      ) : (
        <p className="chart-mode-hint">{t('modes.chart.hint')}</p>
      )}
    </div>
  );
}
