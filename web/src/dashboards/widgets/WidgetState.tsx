import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';

/** What a widget shows before or instead of its content; data-state tells tests and the bench. */
export type WidgetStatus = 'loading' | 'ready' | 'empty' | 'error' | 'missing';

export function WidgetLoading() {
  const { t } = useTranslation('dashboards');
  return (
    <div className="dashboard-widget-message" aria-busy="true">
      <Spinner label={t('loading')} delayMs={200} />
    </div>
  );
}

/** 'No data to show', or the widget's own line (a list widget names its records). */
export function WidgetEmpty({ message }: { message?: string | undefined }) {
  const { t } = useTranslation('dashboards');
  return (
    <div className="dashboard-widget-message">
      <p>{message ?? t('noData')}</p>
    </div>
  );
}

export function WidgetError({ error, onRetry }: { error: unknown; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('dashboards');
  return (
    <div className="dashboard-widget-message" role="alert">
      <p>{t('widgetFailed')}</p>
      <p className="dashboard-widget-detail">{error instanceof Error ? error.message : String(error)}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** 'Object not found: {name}' / 'field not found: {name}' in place of a misconfigured widget. */
export function WidgetMissing({ message }: { message: string }) {
  return (
    <div className="dashboard-widget-message is-missing" role="alert">
      <p>{message}</p>
    </div>
  );
}
