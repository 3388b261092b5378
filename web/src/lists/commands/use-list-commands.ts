import type { TFunction } from 'i18next';
import { type RefObject, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { newRecordPath } from '../../fields/lookup/use-app-id';
import type { ListCommandDefinition } from '../../list-views/list-definition';
import type { PermissionDictionary } from '../../session/permissions';
import type { Command } from '../../ui/CommandBar';
import type { ListMode } from '../modes/list-modes';
import type { useListScripts } from '../scripts/use-list-scripts';
import { buildListCommands } from './list-commands';

/**
 * The list's own title-bar commands, memoised: the command bar measures its buttons again
 * whenever it gets new commands. Import opens the Import screen for the entity; Export opens
 * the Export dialog over the list's query (with the selected row, if any).
 */
export function useListCommands(options: {
  entity: string;
  appId: string;
  permDict: PermissionDictionary;
  viewCommands: readonly ListCommandDefinition[] | undefined;
  mode: ListMode;
  modes: readonly ListMode[];
  onModeChange: (mode: ListMode) => void;
  selectedRef: RefObject<string | undefined>;
  hasSelection: boolean;
  openRecord: (id: string) => void;
  openExport: (selectedIds: readonly string[]) => void;
  scripts: ReturnType<typeof useListScripts>;
  t: TFunction<'lists'>;
}): Command[] {
  const { entity, appId, permDict, viewCommands, mode, modes, onModeChange, selectedRef, hasSelection } =
    options;
  const { openRecord, openExport, scripts, t } = options;
  const navigate = useNavigate();
  return useMemo(
    () =>
      buildListCommands({
        entity,
        permDict,
        viewCommands,
        mode,
        modes,
        hasSelection,
        t,
        actions: {
          newRecord: () => navigate(newRecordPath(appId, entity)),
          editSelected: () => selectedRef.current && openRecord(selectedRef.current),
          importRecords: () => navigate(`/${appId}/import?entity=${encodeURIComponent(entity)}`),
          exportRecords: () => openExport(selectedRef.current ? [selectedRef.current] : []),
          toggleMode: (next) => onModeChange(mode === next ? 'list' : next),
          hasCustom: scripts.hasCommand,
          runCustom: (command) => void scripts.runCommand(command),
        },
      }),
    [
      entity,
      permDict,
      viewCommands,
      mode,
      modes,
      hasSelection,
      t,
      navigate,
      appId,
      selectedRef,
      openRecord,
      openExport,
      onModeChange,
      scripts,
    ],
  );
}
