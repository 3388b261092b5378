import type { FetchCondition, FetchFilter } from '@strata/api/contract/query';
import { type KeyboardEvent, useState } from 'react';
import type { LookupValue } from '../../data/data-api';
import { type LookupRow, useLookupSearch } from './use-lookup-search';

/**
 * The lookup's combobox as state: the text typed (shown instead of the chosen label while
 * editing), the open result list and its active row, the search behind it, and the keys:
 * arrows move, Enter picks (the only row when none is active), Escape closes. Leaving an
 * emptied field clears the value.
 */
export function useLookupCombobox(options: {
  target: string | undefined;
  current: LookupValue | null;
  conditions: FetchCondition[];
  filter: FetchFilter | undefined;
  onChange: (value: LookupValue | null) => void;
}) {
  const { target, current, conditions, filter, onChange } = options;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useLookupSearch(target, editing ? text : '', conditions, open, { filter });

  const close = () => {
    setOpen(false);
    setEditing(false);
    setActive(-1);
  };
  const pick = (row: LookupRow) => {
    if (!target) return;
    onChange({ id: row.id, name: target, label: row.name ?? '' } satisfies LookupValue);
    close();
  };
  const type = (next: string) => {
    setEditing(true);
    setText(next);
    setOpen(true);
    setActive(-1);
  };
  const leave = () => {
    if (editing && text.trim() === '' && current) onChange(null);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.max(0, Math.min(search.rows.length - 1, index + step)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const row = search.rows[active] ?? (search.rows.length === 1 ? search.rows[0] : undefined);
      if (row) pick(row);
    } else if (event.key === 'Escape' && (open || editing)) {
      // only swallow Escape when it closes our list; otherwise a dialog around us closes
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
  return { editing, text, open, active, setActive, search, pick, type, leave, onKeyDown };
}
