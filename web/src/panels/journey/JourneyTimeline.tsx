import { useTranslation } from 'react-i18next';
import { Flag } from './Flag';
import type { Leg } from './leg';
import { mapUrl } from './leg-edits';

/** The compact timeline under 420 px: time, flag, place, transport and km per stop. */
export function JourneyTimeline({ legs }: { legs: Leg[] }) {
  const { t, i18n } = useTranslation('panels');
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, {
      day: 'numeric',
      month: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
  return (
    <ol className="journey-timeline">
      {legs.map((leg, index) => (
        <li key={leg.id} onDoubleClick={() => window.open(mapUrl(leg), '_blank', 'noopener')}>
          <time dateTime={leg.startdate}>{time(leg.startdate)}</time> <Flag iso={leg.isocode} />{' '}
          <strong>{leg.location?.label ?? leg.address ?? t('journey.choosePlace')}</strong>
          {index > 0 && (
            <span className="journey-timeline-way">
              {' '}
              {t(`journey.transport.${leg.masstransit ?? 'no'}`)}
              {leg.distance ? `, ${leg.approx ? '~' : ''}${leg.distance} km` : ''}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
