import { type ReactNode, useMemo, useState } from 'react';
import type { ListColumn } from '../../list-views/columns';
import { ColumnDialog } from './ColumnDialog';
import type { ColumnCustomizer } from './CustomizeHeaderCell';
import type { ListCustomize } from './use-list-customize';
import { moveColumn, removeColumn, resizeColumn, updateColumn } from './view-edits';

/**
 * The grid headers' customise actions, and the settings dialog of the column whose gear was
 * clicked. Undefined outside customise mode, so the grid sorts on header clicks as usual.
 */
export function useColumnCustomizer(
  customize: ListCustomize,
  columns: readonly ListColumn[],
): { customizer: ColumnCustomizer | undefined; dialog: ReactNode } {
  const { edit, active } = customize;
  const [open, setOpen] = useState<string | null>(null);
  const customizer = useMemo<ColumnCustomizer | undefined>(
    () =>
      active
        ? {
            move: (from, to) => edit((body) => moveColumn(body, from, to)),
            remove: (attribute) => edit((body) => removeColumn(body, attribute)),
            resize: (attribute, width) => edit((body) => resizeColumn(body, attribute, width)),
            open: setOpen,
          }
        : undefined,
    [active, edit],
  );
  const index = columns.findIndex((column) => column.attribute === open);
  const column = columns[index];
  const close = () => setOpen(null);
  const dialog =
    active && column ? (
      <ColumnDialog
        column={column}
        index={index}
        count={columns.length}
        onClose={close}
        onApply={(change) => {
          edit((body) => updateColumn(body, column.attribute, change));
          close();
        }}
        onMove={(to) => {
          edit((body) => moveColumn(body, index, to));
          close();
        }}
        onRemove={() => {
          edit((body) => removeColumn(body, column.attribute));
          close();
        }}
      />
    ) : null;
  return { customizer, dialog };
}
