import type { FetchFilter } from '@strata/api/contract/query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ChartView } from '../../charts/ChartView';
import type { ChartBody } from '../../charts/chart-body';
import { useChartData } from '../../charts/use-chart-data';
import { useElementSize } from '../../ui/use-element-size';
import { drillPath } from '../drill-path';
import { bothFilters } from '../filters/filter-conditions';
import { useReport } from './use-report';
import type { WidgetStatus } from './WidgetState';

type Props = {
  entity: string;
  body: ChartBody;
  filter: FetchFilter | undefined;
  appId: string;
  report: (status: WidgetStatus) => void;
};

/**
 * A chart filling its widget. The chart's own hook is called here too for the widget's state:
 * the query is the SWR key, so ChartView's call shares the one request. A click on a group
 * opens the entity's list filtered to that group (and to the widget's filters).
 */
export function ChartBodyView({ entity, body, filter, appId, report }: Props) {
  const navigate = useNavigate();
  const { data, error } = useChartData(entity, body, filter);
  const status: WidgetStatus = data ? (data.points.length ? 'ready' : 'empty') : error ? 'error' : 'loading';
  useReport(report, status);
  const { ref, height } = useElementSize<HTMLDivElement>({ width: 0, height: 260 });
  const open = useCallback(
    (condition: FetchFilter | null) => {
      if (condition) navigate(drillPath(appId, entity, bothFilters(filter, condition)));
    },
    [appId, entity, filter, navigate],
  );
  return (
    <div className="dashboard-chart" ref={ref}>
      <ChartView
        entity={entity}
        body={body}
        filter={filter}
        onGroupFilter={open}
        height={Math.max(height - 8, 120)}
      />
    </div>
  );
}
