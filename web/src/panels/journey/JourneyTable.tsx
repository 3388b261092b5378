import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Leg } from './leg';
import { totalDistance, totalExpense } from './leg-rules';

/** The wide table from 420 px (spec 002 section 2): the stops' rows under the columns, then the totals. */
export function JourneyTable(props: { legs: Leg[]; address: boolean; children: ReactNode }) {
  const { t } = useTranslation('panels');
  return (
    <div className="journey-scroll">
      <table className="journey-table">
        <thead>
          <tr>
            <th>{t('journey.date')}</th>
            <th>
              <span className="visually-hidden">{t('journey.country')}</span>
            </th>
            <th>{t('journey.start')}</th>
            {props.address && <th>{t('journey.address')}</th>}
            <th>{t('journey.end')}</th>
            <th>{t('journey.duration')}</th>
            <th>{t('journey.km')}</th>
            <th>{t('journey.transportLabel')}</th>
            <th>{t('journey.costLabel')}</th>
            <th>
              <span className="visually-hidden">{t('journey.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
        <tfoot>
          <tr>
            <td colSpan={props.address ? 6 : 5}>{t('journey.totals')}</td>
            <td className="number" data-total="distance">
              {totalDistance(props.legs)}
            </td>
            <td />
            <td className="number" data-total="expense">
              {totalExpense(props.legs).toFixed(2)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
