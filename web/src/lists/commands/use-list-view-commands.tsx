import { Printer } from 'lucide-react';
import { type RefObject, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import type { RecordValues } from '../../data/data-api';
import type { ListViewBody } from '../../list-views/list-definition';
import type { ListCustomize } from '../customize/use-list-customize';
import { useEditingCommands } from '../editing/use-editing-commands';
import type { ListEditing } from '../editing/use-list-editing';
import type { ListMode } from '../modes/list-modes';
import { useListScripts } from '../scripts/use-list-scripts';
import { useListCommands } from './use-list-commands';
import { useTitleCommands } from './use-title-commands';

/**
 * Every command a list view's title bar offers, for its state (list, editing, customising):
 * the list's own and its view's and scripts' commands, Print, the editing commands, and Customize;
 * and the dialogs commands open: Export and Print (with the ids chosen) and Mass Edit.
 */
export function useListViewCommands(options: {
  entity: string;
  appId: string;
  body: ListViewBody;
  mode: ListMode;
  /** the modes the entity can use (availableListModes) */
  modes: readonly ListMode[];
  onModeChange: (mode: ListMode) => void;
  rows: readonly RecordValues[];
  settled: boolean;
  selectedId: string | undefined;
  selectedRef: RefObject<string | undefined>;
  reload: () => void;
  openRecord: (id: string, target?: string, form?: string) => void;
  editing: ListEditing;
  customize: ListCustomize;
  customizeAllowed: boolean;
}) {
  const { entity, appId, body, editing, customize, openRecord, reload } = options;
  const { t } = useTranslation('lists');
  const { context } = useShell();
  const scripts = useListScripts({
    entity,
    rows: options.rows,
    settled: options.settled,
    selectedId: options.selectedId,
    reload,
    openRecord,
  });
  const [exporting, setExporting] = useState<readonly string[] | null>(null);
  const openExport = useCallback((ids: readonly string[]) => setExporting(ids), []);
  // documents from templates (documents/): the selection, or all filtered records up to 500
  const [printing, setPrinting] = useState<readonly string[] | null>(null);
  const editingMode = editing.mode;
  const editingSelection = editing.selection;
  const selectedRef = options.selectedRef;
  const printCommand = useMemo(
    () => ({
      name: 'print',
      label: t('common:CmdPrint'),
      icon: <Printer size={18} aria-hidden="true" />,
      onSelect: () =>
        setPrinting(
          editingMode !== 0 ? [...editingSelection] : selectedRef.current ? [selectedRef.current] : [],
        ),
    }),
    [t, editingMode, editingSelection, selectedRef],
  );
  const [massEditOpen, setMassEditOpen] = useState(false);
  const openMassEdit = useCallback(() => setMassEditOpen(true), []);
  // memoised inside: the command bar measures its buttons again whenever it gets new commands
  const commands = useListCommands({
    entity,
    appId,
    permDict: context.permDict,
    viewCommands: body.commands,
    mode: options.mode,
    modes: options.modes,
    onModeChange: options.onModeChange,
    selectedRef: options.selectedRef,
    hasSelection: options.selectedId !== undefined,
    openRecord,
    openExport,
    scripts,
    t,
  });
  const editingCommands = useEditingCommands({
    entity,
    editing,
    openExport,
    permDict: context.permDict,
    isAdmin: context.isAdmin,
    openMassEdit,
    t,
  });
  const titleCommands = useTitleCommands({
    commands,
    editingCommands,
    printCommand,
    editing: editing.mode !== 0,
    customizing: customize.active,
    customizeAllowed: options.customizeAllowed,
    startCustomize: customize.start,
    t,
  });
  return {
    titleCommands,
    /** the list's own commands (New, Import, ...), which the empty state offers too */
    listCommands: commands,
    exporting,
    closeExport: useCallback(() => setExporting(null), []),
    massEditOpen,
    closeMassEdit: useCallback(() => setMassEditOpen(false), []),
    printing,
    closePrint: useCallback(() => setPrinting(null), []),
  };
}

export type ListViewCommands = ReturnType<typeof useListViewCommands>;
