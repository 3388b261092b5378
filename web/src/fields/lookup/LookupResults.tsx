import { useTranslation } from 'react-i18next';
import type { LookupRow } from './use-lookup-search';

type Props = {
  id: string;
  rows: LookupRow[];
  loading: boolean;
  error: string | null;
  activeIndex: number;
  selectedId?: string | undefined;
  onPick: (row: LookupRow) => void;
  onHover?: (index: number) => void;
  className: string;
};

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The result list of a lookup search, shared by the dropdown and the dialog. Options are picked
 * on mouse down so the input's blur (which closes the dropdown) does not swallow the click.
 */
export function LookupResults({
  id,
  rows,
  loading,
  error,
  activeIndex,
  selectedId,
  onPick,
  onHover,
  className,
}: Props) {
  const { t } = useTranslation('fields');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pressing the list's scrollbar must not blur the input (which closes the dropdown)
    <div className={className} onMouseDown={(event) => event.preventDefault()}>
      <div id={id} role="listbox" aria-busy={loading} className="lookup-list" tabIndex={-1}>
        {rows.map((row, index) => (
          <div
            key={row.id}
            id={optionId(id, index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex || row.id === selectedId}
            className={`lookup-option${index === activeIndex ? ' active' : ''}${row.id === selectedId ? ' selected' : ''}`}
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(row);
            }}
            onMouseEnter={() => onHover?.(index)}
          >
            {row.name || t('unknown')}
          </div>
        ))}
      </div>
      {!loading && !error && rows.length === 0 && <p className="lookup-status">{t('noResults')}</p>}
      {loading && rows.length === 0 && <p className="lookup-status">{t('searching')}</p>}
      {error && (
        <p className="lookup-status field-inline-error" role="alert">
          {t('searchFailed', { message: error })}
        </p>
      )}
    </div>
  );
}
