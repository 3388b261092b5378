import { Settings2, X } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../list-views/columns';
import { reorderDrag } from './reorder-drag';
import { clampWidth, maxColumnWidth, minColumnWidth } from './view-edits';

/** What the grid's headers can do in customise mode. */
export type ColumnCustomizer = {
  move: (from: number, to: number) => void;
  remove: (attribute: string) => void;
  resize: (attribute: string, width: number) => void;
  open: (attribute: string) => void;
};

const dragType = 'application/x-strata-column';

/**
 * A column header in customise mode: drag it onto another header to move it there, the gear
 * opens its settings, the cross removes it, and the handle on its right edge resizes it by
 * pointer or, focused, by the arrow keys (10 px, 50 px with Shift).
 */
export function CustomizeHeaderCell({
  column,
  index,
  customizer,
}: {
  column: ListColumn;
  index: number;
  customizer: ColumnCustomizer;
}) {
  const { t } = useTranslation('lists');
  const resizing = useRef<{ startX: number; startWidth: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    resizing.current = { startX: event.clientX, startWidth: column.width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = resizing.current;
    if (!start) return;
    customizer.resize(column.attribute, clampWidth(start.startWidth + event.clientX - start.startX));
  };
  const onPointerUp = () => {
    resizing.current = null;
  };
  const onHandleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 50 : 10;
    const change = event.key === 'ArrowRight' ? step : event.key === 'ArrowLeft' ? -step : 0;
    if (!change) return;
    event.preventDefault();
    customizer.resize(column.attribute, clampWidth(column.width + change));
  };

  return (
    // biome-ignore lint/a11y: a header cell of the div grid (virtualised); its buttons and handle take the focus
    <div
      role="columnheader"
      className="list-header-cell customizing"
      data-column={column.attribute}
      {...reorderDrag(dragType, index, customizer.move)}
    >
      <button
        type="button"
        className="customize-column-label"
        onClick={() => customizer.open(column.attribute)}
        title={t('customize.columnTitle', { name: column.label })}
      >
        <Settings2 size={14} aria-hidden="true" />
        <span>{column.label}</span>
      </button>
      <button
        type="button"
        className="icon-button customize-column-remove"
        aria-label={t('customize.removeColumnNamed', { name: column.label })}
        onClick={() => customizer.remove(column.attribute)}
      >
        <X size={14} aria-hidden="true" />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable splitter; <hr> cannot take focus or keys */}
      <div
        className="customize-column-resize"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('customize.resizeColumn', { name: column.label })}
        aria-valuenow={column.width}
        aria-valuemin={minColumnWidth}
        aria-valuemax={maxColumnWidth}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onHandleKey}
      />
    </div>
  );
}
