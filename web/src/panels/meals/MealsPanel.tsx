import type { PanelDefinition } from '@strata/api/contract/views';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLegs } from '../journey/parse-legs';
import { parseDiet } from '../journey/trip-fields';
import { usePanelApi } from '../panel-api';
import { type DietDay, dietDays, dietTotal } from './diet-days';
import { mealBits } from './meal-allowance';
import { toggleMeal } from './meal-rows';
import './meals.css';

const columns = [
  ['all', mealBits.all],
  ['breakfast', mealBits.breakfast],
  ['lunch', mealBits.lunch],
  ['dinner', mealBits.dinner],
] as const;

/**
 * The meal allowance per day of the trip (spec 002 sections 2 and 9): day, all, breakfast,
 * lunch, dinner, claim, max; ticking a provided meal recomputes the claims and diet_json.
 */
export function MealsPanel({ panel }: { panel: PanelDefinition }) {
  const { t, i18n } = useTranslation('panels');
  const api = usePanelApi(panel);
  const legs = useMemo(() => parseLegs(api.values.legs_json).legs, [api.values.legs_json]);
  const days = useMemo(
    () => dietDays(legs, parseDiet(api.values.diet_json), i18n.language),
    [legs, api.values.diet_json, i18n.language],
  );
  const editable = !api.readOnly && api.can('route_route;2');
  const money = (value: number, currency = 'eur') =>
    value.toLocaleString(i18n.language, { style: 'currency', currency: currency.toUpperCase() });
  if (days.length === 0) return <p className="panel-message">{t('meals.noDays')}</p>;

  const claimText = (day: DietDay, field: 'claim' | 'max') => {
    const home = field === 'claim' ? day.claim : day.maxClaim;
    if (!day.foreignIso) return money(home);
    if (day.unknownRate) return t('meals.unknown');
    const local = field === 'claim' ? day.foreignClaimLocal : day.foreignMaxClaimLocal;
    const euros = field === 'claim' ? day.foreignClaim : day.foreignMaxClaim;
    if (euros !== null) return money(home + euros);
    return `${money(home)} + ${money(local ?? 0, day.foreignCurrency ?? 'eur')}`;
  };
  const total = dietTotal(days);
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
                      const next = toggleMeal(legs, days, day.date, bit, event.target.checked, i18n.language);
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
              </td>
              <td className="number">{claimText(day, 'max')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={5}>{t('meals.total')}</td>
            <td className="number" data-total="claim">
              {total === null ? t('meals.unknown') : money(total)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
