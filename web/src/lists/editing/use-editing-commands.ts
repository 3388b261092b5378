import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { PermissionDictionary } from '../../session/permissions';
import type { Command } from '../../ui/CommandBar';
import { buildEditingCommands } from './editing-commands';
import type { useListEditing } from './use-list-editing';

/**
 * The title-bar commands of edit in place and super edit, memoised: the command bar measures
 * its buttons again whenever it gets new commands.
 */
export function useEditingCommands(options: {
  entity: string;
  editing: ReturnType<typeof useListEditing>;
  /** opens the Export dialog over the list's query, on these records */
  openExport: (selectedIds: readonly string[]) => void;
  permDict: PermissionDictionary;
  isAdmin: boolean;
  openMassEdit: () => void;
  t: TFunction<'lists'>;
}): Command[] {
  const { entity, editing, openExport, permDict, isAdmin, openMassEdit, t } = options;
  const { mode, setMode, save, addRow, deleteSelected, selection } = editing;
  const hasSelection = selection.size > 0;
  return useMemo(
    () =>
      buildEditingCommands({
        entity,
        mode,
        permDict,
        isAdmin,
        hasSelection,
        t,
        actions: {
          setMode: (next) => void setMode(next),
          save: () => void save(),
          addRow,
          exportSelected: () => openExport([...selection]),
          massEdit: openMassEdit,
          deleteSelected: () => void deleteSelected(),
        },
      }),
    [
      entity,
      mode,
      permDict,
      isAdmin,
      hasSelection,
      t,
      setMode,
      save,
      addRow,
      deleteSelected,
      selection,
      openExport,
      openMassEdit,
    ],
  );
}
