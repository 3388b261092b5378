import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportColumn } from './export-columns';
import { moveKey } from './export-options';

type Props = {
  columns: readonly ExportColumn[];
  /** every column key, in the order the export writes them */
  order: readonly string[];
  chosen: ReadonlySet<string>;
  onOrderChange: (order: string[]) => void;
  onChosenChange: (chosen: Set<string>) => void;
};

type Move = { key: string; direction: 'up' | 'down' };

/** The two arrows of a row: a place up, a place down. */
const moves = [
  { direction: 'up', Icon: ArrowUp, label: 'dialog.moveUp' },
  { direction: 'down', Icon: ArrowDown, label: 'dialog.moveDown' },
] as const;

/**
 * The export's columns: a checkbox chooses each one, the arrows order them. A moved row keeps
 * the keyboard focus on its arrow (moving a DOM node drops focus), so a keyboard user can press
 * on to move it further.
 */
export function ColumnChooser({ columns, order, chosen, onOrderChange, onChosenChange }: Props) {
  const { t } = useTranslation('export');
  const listRef = useRef<HTMLUListElement>(null);
  const [moved, setMoved] = useState<Move | null>(null);
  const byKey = new Map(columns.map((column) => [column.key, column]));

  useEffect(() => {
    if (!moved) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
      `[data-key="${CSS.escape(moved.key)}"]`,
    );
    const same = [...(buttons ?? [])].find((button) => button.dataset.direction === moved.direction);
    const target = same && !same.disabled ? same : [...(buttons ?? [])].find((button) => !button.disabled);
    target?.focus();
  }, [moved]);

  const move = (key: string, direction: Move['direction']) => {
    onOrderChange(moveKey(order, key, direction));
    setMoved({ key, direction });
  };
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onChosenChange(next);
  };

  return (
    <fieldset className="export-columns">
      <legend>{t('dialog.columns')}</legend>
      <div className="export-columns-all">
        <button type="button" className="button link" onClick={() => onChosenChange(new Set(order))}>
          {t('dialog.allColumns')}
        </button>
        <button type="button" className="button link" onClick={() => onChosenChange(new Set())}>
          {t('dialog.noColumnsChosen')}
        </button>
      </div>
      <ul ref={listRef}>
        {order.map((key, index) => {
          const label = byKey.get(key)?.label ?? key;
          return (
            <li key={key}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(key)}
                  onChange={(event) => toggle(key, event.target.checked)}
                />
                <span>{label}</span>
              </label>
              {moves.map(({ direction, Icon, label: labelKey }) => (
                <button
                  key={direction}
                  type="button"
                  className="icon-button"
                  data-key={key}
                  data-direction={direction}
                  aria-label={t(labelKey, { column: label })}
                  disabled={direction === 'up' ? index === 0 : index === order.length - 1}
                  onClick={() => move(key, direction)}
                >
                  <Icon size={16} aria-hidden="true" />
                </button>
              ))}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
