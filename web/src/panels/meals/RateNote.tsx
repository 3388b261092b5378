import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShell } from '../../context/shell-context';
import { newRecordPath, useAppId } from '../../fields/lookup/use-app-id';
import { canDo } from '../../session/permissions';
import type { DietDay } from './diet-days';
import { rateEntity } from './rate-records';

/** A YYYY-MM-DD day as the language writes a date. */
export function dayText(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1).toLocaleDateString(language);
}

/**
 * Under a day's claim in another currency than the euro: the local amount and the rate it was
 * converted at (the dated rate's first day, or the currency's own rate); without a rate, which
 * currency lacks one and how to add it: a link to a new rate (or currency) when the user may
 * create one, else whom to ask and where.
 */
export function RateNote({ day, loading }: { day: DietDay; loading: boolean }) {
  const { t, i18n } = useTranslation('panels');
  const { context } = useShell();
  const appId = useAppId();
  const code = (day.foreignCurrency ?? '').toUpperCase();
  const money = (value: number) => value.toLocaleString(i18n.language, { style: 'currency', currency: code });

  if (day.exchangeRate !== undefined && day.foreignClaimLocal !== null) {
    const values = {
      amount: money(day.foreignClaimLocal),
      rate: day.exchangeRate.toLocaleString(i18n.language, { maximumFractionDigits: 6 }),
      currency: code,
      date: day.exchangeRateFrom ? dayText(day.exchangeRateFrom, i18n.language) : '',
    };
    return (
      <span className="meals-rate" data-rate={code}>
        {t(day.exchangeRateFrom ? 'meals.rateDated' : 'meals.rateStanding', values)}
      </span>
    );
  }
  if (!day.noExchangeRate) return null;
  if (loading) return <span className="meals-rate">{t('meals.loadingRate')}</span>;

  const record = Object.values(context.currencyDict).find(
    (currency) => currency.code?.toUpperCase() === code,
  );
  const listName = (entity: string, fallback: string) =>
    context.metaDict[entity]?.displayNamePlural ?? t(fallback, { ns: 'common' });
  if (day.noExchangeRate === 'noCurrency' || !record) {
    return (
      <span className="meals-warning" role="note">
        {t('meals.noCurrency', { currency: code })}{' '}
        {canDo(context.permDict, 'currency', 'create') ? (
          <Link to={newRecordPath(appId, 'currency', { name: code, code })}>
            {t('meals.addCurrency', { currency: code })}
          </Link>
        ) : (
          t('meals.askCurrency', { list: listName('currency', 'customize.currencies') })
        )}
      </span>
    );
  }
  const init = { currencyid: { id: record.id, name: 'currency', label: record.name }, validfrom: day.date };
  return (
    <span className="meals-warning" role="note">
      {t('meals.noExchangeRate', { currency: code, date: dayText(day.date, i18n.language) })}{' '}
      {canDo(context.permDict, rateEntity, 'create') && context.metaDict[rateEntity] ? (
        <Link to={newRecordPath(appId, rateEntity, init)}>{t('meals.addRate', { currency: code })}</Link>
      ) : (
        t('meals.askRate', { list: listName(rateEntity, 'customize.exchangeRates') })
      )}
    </span>
  );
}
