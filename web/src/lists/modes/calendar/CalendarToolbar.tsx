import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type CalendarView, calendarViews, type DayRange } from '../../../calendar/calendar-range';
import { rangeTitle } from './range-title';

type Props = {
  view: CalendarView;
  range: DayRange;
  /** the date the view is built around (its month names a month view) */
  date: Date;
  onView: (view: CalendarView) => void;
  onToday: () => void;
  onStep: (direction: 1 | -1) => void;
};

/** Today, previous / next, the visible range's title and the view switch. */
export function CalendarToolbar({ view, range, date, onView, onToday, onStep }: Props) {
  const { t, i18n } = useTranslation('lists');
  return (
    <div className="cal-toolbar">
      <div className="cal-nav">
        <button type="button" className="button" onClick={onToday}>
          {t('calendar.today')}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('calendar.previous')}
          onClick={() => onStep(-1)}
        >
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('calendar.next')}
          onClick={() => onStep(1)}
        >
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      </div>
      <h2 className="cal-title" aria-live="polite">
        {rangeTitle(view, range, date, i18n.resolvedLanguage ?? i18n.language)}
      </h2>
      <fieldset className="cal-views" aria-label={t('calendar.view')}>
        {calendarViews.map((name) => (
          <button
            key={name}
            type="button"
            className="button"
            aria-pressed={view === name}
            onClick={() => onView(name)}
          >
            {t(`calendar.views.${name}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
