import type { PanelDefinition } from '@strata/api/contract/views';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLegs } from '../journey/parse-legs';
import { parseDiet } from '../journey/trip-fields';
import { usePanelApi } from '../panel-api';
import { type DietDay, dietDays, dietTotal, missingRates } from './diet-days';
import { mealBits } from './meal-allowance';
import { toggleMeal } from './meal-rows';
import { RateNote } from './RateNote';
import { useExchangeRates } from './use-exchange-rates';
import './meals.css';

const columns = [
  ['all', mealBits.all],
  ['breakfast', mealBits.breakfast],
  ['lunch', mealBits.lunch],
  ['dinner', mealBits.dinner],
] as const;

/**
 * The meal allowance per day of the trip (spec 002 sections 2 and 9): day, all, breakfast,
 * lunch, dinner, claim, max; ticking a provided meal recomputes the claims and diet_json. Claims
 * and the total are in euros, a foreign part converted at the day's exchange rate (named under
 * the claim); a part that cannot be converted says why.
 */
export function MealsPanel({ panel }: { panel: PanelDefinition }) {
  const { t, i18n } = useTranslation('panels');
  const api = usePanelApi(panel);
  const { rates, loading } = useExchangeRates();
  const legs = useMemo(() => parseLegs(api.values.legs_json).legs, [api.values.legs_json]);
  const days = useMemo(
    () => dietDays(legs, parseDiet(api.values.diet_json), i18n.language, rates),
    [legs, api.values.diet_json, i18n.language, rates],
  );
  const editable = !api.readOnly && api.can('route_route;2');
  const money = (value: number) =>
    value.toLocaleString(i18n.language, { style: 'currency', currency: 'EUR' });
  if (days.length === 0) return <p className="panel-message">{t('meals.noDays')}</p>;

  const claimText = (day: DietDay, field: 'claim' | 'max') => {
    const home = field === 'claim' ? day.claim : day.maxClaim;
    if (!day.foreignIso) return money(home);
    const euros = field === 'claim' ? day.foreignClaim : day.foreignMaxClaim;
    if (euros !== null) return money(home + euros);
    // why is said beside the claim: no allowance rate for the country, or no exchange rate
    return loading && day.noExchangeRate ? '…' : t('meals.unknown');
  };
  const total = dietTotal(days);
  const totalText = () => {
    if (total !== null) return money(total);
    const missing = missingRates(days);
    if (loading && missing.countries.length === 0) return '…';
    const reasons = [
      ...(missing.countries.length
        ? [t('meals.noAllowanceFor', { countries: missing.countries.join(', ').toUpperCase() })]
        : []),
      ...(missing.currencies.length
        ? [t('meals.noRateFor', { currencies: missing.currencies.join(', ').toUpperCase() })]
        : []),
    ];
    return t('meals.totalUnknown', { reasons: reasons.join('; ') });
  };
  return (
    <div className="meals-panel" data-panel-name={panel.name}>
      <table className="meals-table">
        <thead>
          <tr>
            <th>{t('meals.day')}</th>
            {columns.map(([name]) => (
              <th key={name}>{t(`meals.${name}`)}</th>
            ))}
            <th className="number">{t('meals.claim')}</th>
            <th className="number">{t('meals.max')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} data-date={day.date}>
              <td>
                {day.date_str}
                {day.foreignIso && ` (${day.foreignIso.toUpperCase()})`}
              </td>
              {columns.map(([name, bit]) => (
                <td key={name}>
                  <input
                    type="checkbox"
                    aria-label={t(`meals.${name}Of`, { day: day.date_str })}
                    disabled={!editable}
                    checked={(day.meals & bit) === bit}
                    onChange={(event) => {
                      const next = toggleMeal(legs, days, day.date, bit, event.target.checked, {
                        locale: i18n.language,
                        rates,
                      });
                      api.setValue('diet_json', next.json);
                    }}
                  />
                </td>
              ))}
              <td className="number" data-claim={day.date}>
                {claimText(day, 'claim')}
                {day.unknownRate && (
                  <span className="meals-warning" role="note">
                    {' '}
                    {t('meals.noRate', { country: day.foreignIso?.toUpperCase() })}
                  </span>
                )}
                <RateNote day={day} loading={loading} />
              </td>
              <td className="number">{claimText(day, 'max')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={5}>{t('meals.total')}</td>
            <td className="number" data-total="claim">
              {totalText()}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
