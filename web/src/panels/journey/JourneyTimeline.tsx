import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Leg } from './leg';
import { totalDistance, totalExpense } from './leg-rules';

/**
 * The compact timeline under 420 px: the stops as cards (LegRow as a card), so a field worker
 * on a phone makes every edit the wide table allows, then the totals.
 */
export function JourneyTimeline({ legs, children }: { legs: Leg[]; children: ReactNode }) {
  const { t, i18n } = useTranslation('panels');
  const money = totalExpense(legs).toLocaleString(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <>
      <ol className="journey-timeline">{children}</ol>
      <dl className="journey-timeline-totals">
        <dt>{t('journey.totals')}</dt>
        <dd data-total="distance">
          {totalDistance(legs)} {t('journey.km')}
        </dd>
        <dd data-total="expense">{money}</dd>
      </dl>
    </>
  );
}
