import type { FetchCondition, FetchFilter } from '@strata/api/contract/query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupValue } from '../../data/data-api';
import { Dialog } from '../../ui/Dialog';
import { LookupResults } from './LookupResults';
import { type LookupRow, useLookupSearch } from './use-lookup-search';

type Props = {
  title: string;
  target: string;
  conditions: FetchCondition[];
  /** the field's extraFetch */
  filter?: FetchFilter | undefined;
  value: LookupValue | null;
  onApply: (value: LookupValue | null) => void;
  onClose: () => void;
};

/**
 * The lookup dialog (spec 000 section 2): an Items tab to search and pick, a Selected tab that
 * shows (and can drop) the choice. Nothing changes on the record until OK.
 */
export function LookupDialog({ title, target, conditions, filter, value, onApply, onClose }: Props) {
  const { t } = useTranslation('fields');
  const [tab, setTab] = useState<'items' | 'selected'>('items');
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<LookupValue | null>(value);
  const [active, setActive] = useState(-1);
  const search = useLookupSearch(target, text, conditions, tab === 'items', { filter });
  const baseId = useId();
  const listId = `${baseId}-list`;
  const pick = (row: LookupRow) => setSelected({ id: row.id, name: target, label: row.name ?? '' });
  const tabs = [
    { key: 'items' as const, label: t('tabItems') },
    { key: 'selected' as const, label: t('tabSelected', { count: selected ? 1 : 0 }) },
  ];
  return (
    <Dialog title={title} onClose={onClose} className="lookup-dialog">
      <div role="tablist" className="field-tabs">
        {tabs.map((item) => (
          <button
            key={item.key}
            id={`${baseId}-tab-${item.key}`}
            type="button"
            role="tab"
            aria-selected={tab === item.key}
            aria-controls={`${baseId}-panel`}
            className={tab === item.key ? 'field-tab active' : 'field-tab'}
            onClick={() => setTab(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${tab}`}
        className="lookup-panel"
      >
        {tab === 'items' ? (
          <>
            <input
              type="search"
              className="field-input"
              aria-label={t('search')}
              placeholder={t('search')}
              value={text}
              // data-autofocus when the dialog opens; autoFocus when the Items tab comes back
              data-autofocus
              autoFocus
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
              onChange={(event) => {
                setText(event.target.value);
                setActive(-1);
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  const step = event.key === 'ArrowDown' ? 1 : -1;
                  setActive((index) => Math.max(0, Math.min(search.rows.length - 1, index + step)));
                } else if (event.key === 'Enter') {
                  event.preventDefault();
                  const row = search.rows[active];
                  if (row) pick(row);
                }
              }}
            />
            <LookupResults
              id={listId}
              className="lookup-dialog-results"
              rows={search.rows}
              loading={search.loading}
              error={search.error}
              activeIndex={active}
              selectedId={selected?.id}
              onPick={pick}
              onHover={setActive}
            />
          </>
        ) : selected ? (
          <ul className="lookup-selected">
            <li>
              <span>{selected.label || t('unknown')}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('removeSelected', { label: selected.label || t('unknown') })}
                onClick={() => setSelected(null)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          </ul>
        ) : (
          <p className="lookup-status">{t('noSelection')}</p>
        )}
      </div>
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="button" className="button primary" onClick={() => onApply(selected)}>
          {t('ok')}
        </button>
      </div>
    </Dialog>
  );
}
