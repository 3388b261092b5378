import type { FetchFilter, FetchLink } from '@strata/api/contract/query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { retrieveMultiple } from '../data/data-api';
import { useFormatOptions } from '../fields/use-format-options';
import { useObjectMeta } from '../metadata/object-metadata';
import { useObjectChanged } from '../session/live-changes';
import { buildChartQuery } from './build-chart-query';
import type { ChartBody } from './chart-body';
import { type ChartData, mapChartRows } from './chart-data';

export type ChartDataState = {
  data: ChartData | undefined;
  error: unknown;
  isLoading: boolean;
  reload: () => void;
};

/**
 * Loads a chart's aggregate rows and maps them to points. The query is the SWR key, so two
 * panels showing the same chart share one request; live changes of the entity reload it.
 * The previous points stay while a new filter loads, so the chart does not flash empty.
 */
export function useChartData(
  entity: string,
  body: ChartBody,
  filter: FetchFilter | undefined,
  links?: readonly FetchLink[],
): ChartDataState {
  const { t, i18n } = useTranslation('charts');
  const object = useObjectMeta(entity);
  const query = useMemo(() => buildChartQuery(body, entity, filter, links), [body, entity, filter, links]);
  // the rows travel with the body they answer: a previous answer kept on screen while a new
  // chart loads is still labelled by its own groups and series
  const { data, error, isLoading, mutate } = useSWR(
    ['chart', entity, JSON.stringify(query)] as const,
    async () => ({ body, rows: await retrieveMultiple(query) }),
    { keepPreviousData: true },
  );
  const reload = useCallback(() => void mutate(), [mutate]);
  useObjectChanged(entity, reload);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { numberLocale } = useFormatOptions();
  const mapped = useMemo(
    () => (data ? mapChartRows(data.rows, data.body, object, { t, language, numberLocale }) : undefined),
    [data, object, t, language, numberLocale],
  );
  return { data: mapped, error, isLoading, reload };
}
