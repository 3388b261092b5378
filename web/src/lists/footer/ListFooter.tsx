import { useTranslation } from 'react-i18next';

/**
 * The record count under the list: the rows loaded, with '+' while more pages may exist. A
 * click runs the aggregate count and shows the total.
 */
export function ListFooter({
  loading,
  stale,
  loaded,
  hasMore,
  total,
  counting,
  onCount,
}: {
  /** a page is on its way: a small spinner beside the count */
  loading: boolean;
  /** the rows are the previous query's: their count would mislead */
  stale: boolean;
  loaded: number;
  hasMore: boolean;
  total: number | undefined;
  counting: boolean;
  onCount: () => void;
}) {
  const { t } = useTranslation('lists');
  const text = stale
    ? t('footer.loading')
    : total !== undefined
      ? t('footer.total', { n: total })
      : t('footer.loaded', { n: loaded, more: hasMore ? '+' : '' });
  return (
    <footer className="list-footer">
      {loading && <span className="spinner list-footer-spinner" aria-hidden="true" />}
      <button
        type="button"
        className="list-count"
        onClick={onCount}
        disabled={counting}
        title={t('footer.countHint')}
        aria-live="polite"
      >
        {text}
      </button>
    </footer>
  );
}
