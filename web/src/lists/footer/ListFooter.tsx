import { useTranslation } from 'react-i18next';

/**
 * The record count under the list: the rows loaded, with '+' while more pages may exist. A
 * click runs the aggregate count and shows the total.
 */
export function ListFooter({
  loaded,
  hasMore,
  total,
  counting,
  onCount,
}: {
  loaded: number;
  hasMore: boolean;
  total: number | undefined;
  counting: boolean;
  onCount: () => void;
}) {
  const { t } = useTranslation('lists');
  const text =
    total !== undefined
      ? t('footer.total', { n: total })
      : t('footer.loaded', { n: loaded, more: hasMore ? '+' : '' });
  return (
    <footer className="list-footer">
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
