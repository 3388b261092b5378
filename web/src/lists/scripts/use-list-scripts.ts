import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { RecordValues } from '../../data/data-api';
import type { ListCommandDefinition } from '../../list-views/list-definition';
import { loadScript } from '../../scripts/load-script';
import {
  reportScriptFailure,
  type ScriptView,
  scriptFailureText,
  useScriptViews,
} from '../../scripts/use-script-views';
import { showToast } from '../../ui/toasts';
import { createListApi, type ListApi } from './list-api';

export type ListScripts = {
  /** a custom command shows only when its script exists */
  hasCommand: (command: ListCommandDefinition) => boolean;
  runCommand: (command: ListCommandDefinition) => Promise<void>;
};

type ListState = {
  entity: string;
  rows: readonly RecordValues[];
  /** false while a page or reload is under way: listChanged waits for the rows to settle */
  settled: boolean;
  selectedId: string | undefined;
  reload: () => void;
  openRecord: (id: string) => void;
};

/**
 * The scripts of a list (spec 001 section 7: custom commands, {entity}.listChanged): inu_view records of kind script for the entity,
 * as on forms. A custom command runs its `option`, else `{entity}.{name}`; `{entity}.listChanged`
 * runs whenever the loaded rows change. A failing command is reported in an alert; a failing
 * listChanged in a toast, so a broken script never blocks the list.
 */
export function useListScripts(state: ListState): ListScripts {
  const { entity } = state;
  const byName = useScriptViews(entity);
  const latest = useRef(state);
  latest.current = state;

  const execute = useCallback(
    async (view: ScriptView, event: string, rows = latest.current.rows) => {
      const { selectedId, reload, openRecord } = latest.current;
      const api = createListApi({
        entity,
        event,
        rows,
        selectedIds: selectedId ? [selectedId] : [],
        reload: event === 'listChanged' ? () => {} : reload,
        openRecord,
      });
      const script = await loadScript<ListApi>(view);
      await script(api);
    },
    [entity],
  );

  const commandView = useCallback(
    (command: ListCommandDefinition) => byName.get(command.option || `${entity}.${command.name}`),
    [byName, entity],
  );

  const changedView = byName.get(`${entity}.listChanged`);
  const { rows, settled } = state;
  useEffect(() => {
    if (!changedView || !settled) return;
    execute(changedView, 'listChanged', rows).catch((error: unknown) =>
      showToast(scriptFailureText(changedView, error), 'error'),
    );
  }, [changedView, rows, settled, execute]);

  return useMemo<ListScripts>(
    () => ({
      hasCommand: (command) => commandView(command) !== undefined,
      runCommand: async (command) => {
        const view = commandView(command);
        if (!view) return;
        try {
          await execute(view, command.name);
        } catch (error) {
          await reportScriptFailure(view, error);
        }
      },
    }),
    [commandView, execute],
  );
}
