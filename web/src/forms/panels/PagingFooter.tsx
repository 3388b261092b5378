import { useTranslation } from 'react-i18next';

/**
 * Under a paged list of a form (related records, many-to-many links and items): 'Showing N of
 * M' while not everything is shown (no silent cap), and Show more while more pages exist.
 */
export function PagingFooter({
  shown,
  total,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  /** undefined until counted */
  total: number | undefined;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('forms');
  const partial = total !== undefined && shown < total;
  // a last page that happened to be full says "maybe more"; the count knows better
  const more = hasMore && (total === undefined || shown < total);
  if (!partial && !more) return null;
  return (
    <div className="paging-footer">
      {partial && <span aria-live="polite">{t('paging.showing', { shown, total })}</span>}
      {more && (
        <button type="button" className="button" disabled={loading} onClick={onMore}>
          {t('paging.showMore')}
        </button>
      )}
    </div>
  );
}
