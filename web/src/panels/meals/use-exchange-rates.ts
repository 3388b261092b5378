import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useShell } from '../../context/shell-context';
import { canDo } from '../../session/permissions';
import { panelData, useRecordsChanged } from '../panel-api';
import type { ExchangeRates } from './exchange-rates';
import { exchangeRatesOf, rateEntity, rateQuery } from './rate-records';

/**
 * The organisation's exchange rates for the trip panels: its dated rates (read with the user's
 * rights, again whenever one is saved) and its currencies' own rates from the user context.
 * Without the right to read rates, or in an organisation without them, the currencies' own
 * rates are all there is. `loading` holds while the dated rates are on their way.
 */
export function useExchangeRates(): { rates: ExchangeRates; loading: boolean } {
  const { context } = useShell();
  const readable = Boolean(context.metaDict[rateEntity]) && canDo(context.permDict, rateEntity, 'read');
  const { data, error, mutate } = useSWR(readable ? [rateEntity, 'trip-rates'] : null, () =>
    panelData.retrieveAll(rateQuery()),
  );
  useRecordsChanged(
    rateEntity,
    useCallback(() => void mutate(), [mutate]),
  );
  const rates = useMemo(
    () => exchangeRatesOf(data ?? [], context.currencyDict),
    [data, context.currencyDict],
  );
  return { rates, loading: readable && data === undefined && !error };
}
