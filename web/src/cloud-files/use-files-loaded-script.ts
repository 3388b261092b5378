import { useCallback, useRef } from 'react';
import { createFormApi, type FormApi, type RecordValues } from '../panels/panel-api';
import { loadScript } from '../scripts/load-script';
import { scriptFailureText, useScriptViews } from '../scripts/use-script-views';
import { showToast } from '../ui/toasts';
import type { DriveItem } from './drive-provider';

/** What a `{entity}.cloudFilesLoaded` script gets: the form API plus the folder and its items. */
export type CloudFilesLoadedApi = FormApi & { files: DriveItem[]; path: string[]; panel: string };

/**
 * Runs the entity's `{entity}.cloudFilesLoaded` script (spec 002 section 7) after each listing
 * of a Cloud files panel. A failing script is reported in a toast and never blocks the panel.
 */
export function useFilesLoadedScript(options: {
  entity: string;
  recordId: string | null;
  values: RecordValues;
  setValue: (name: string, value: unknown) => void;
  panel: string;
}): (files: DriveItem[], path: string[]) => void {
  const byName = useScriptViews(options.entity);
  const latest = useRef(options);
  latest.current = options;
  const view = byName.get(`${options.entity}.cloudFilesLoaded`);
  return useCallback(
    (files, path) => {
      if (!view) return;
      const { entity, recordId, values, setValue, panel } = latest.current;
      const { api } = createFormApi({ entity, recordId, event: 'cloudFilesLoaded', values, onSet: setValue });
      const run = async () => {
        const script = await loadScript<CloudFilesLoadedApi>(view);
        await script({ ...api, files, path, panel });
      };
      run().catch((error: unknown) => showToast(scriptFailureText(view, error), 'error'));
    },
    [view],
  );
}
