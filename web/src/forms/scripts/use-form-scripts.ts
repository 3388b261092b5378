import { useCallback, useMemo } from 'react';
import type { RecordValues } from '../../data/data-api';
import { createFormApi, type FormApi } from '../../form-context/form-api';
import { loadScript } from '../../scripts/load-script';
import { reportScriptFailure, type ScriptView, useScriptViews } from '../../scripts/use-script-views';
import type { FormCommand, FormDefinition } from '../form-definition';

// beforeSave and afterSave: issue 23 (spec 000 section 4's order, see use-save-flow.ts)
export type FormEvent = 'change' | 'validate' | 'beforeSave' | 'afterSave' | 'postsave';

export type ScriptRun = {
  /** What the script answered (a validate script's false or message vetoes the save). */
  result: unknown;
  /** The values after the script's setValue calls. */
  values: RecordValues;
};

export type FormScripts = {
  has: (event: FormEvent) => boolean;
  /** Runs an event's script; undefined when the form has none. */
  run: (
    event: FormEvent,
    options: { values: RecordValues; recordId: string | null; field?: string | null },
  ) => Promise<ScriptRun | undefined>;
  /** Runs a custom command's script. */
  runCommand: (
    command: FormCommand,
    options: { values: RecordValues; recordId: string | null },
  ) => Promise<void>;
  hasCommand: (command: FormCommand) => boolean;
};

/**
 * The scripts of a form (spec 000 section 3, events; issue 6 item 5): inu_view records of kind
 * script for the entity. An event runs the script the form names in `events`, else the one
 * named `{entity}.{event}`; a custom command runs `option` or `{entity}.{name}`. A failing
 * script is reported and counts as a veto, so a broken validate never lets bad data through.
 */
export function useFormScripts(options: {
  entity: string;
  definition: FormDefinition;
  setValue: (name: string, value: unknown) => void;
}): FormScripts {
  const { entity, definition, setValue } = options;
  const byName = useScriptViews(entity);
  const eventView = useCallback(
    (event: FormEvent) => byName.get(definition.events?.[event] ?? `${entity}.${event}`),
    [byName, definition, entity],
  );
  const commandView = useCallback(
    (command: FormCommand) => byName.get(command.option || `${entity}.${command.name}`),
    [byName, entity],
  );

  const execute = useCallback(
    async (
      view: ScriptView,
      event: string,
      run: { values: RecordValues; recordId: string | null; field?: string | null },
    ): Promise<ScriptRun> => {
      const { api, values } = createFormApi({ entity, event, onSet: setValue, ...run });
      try {
        const script = await loadScript<FormApi>(view);
        return { result: await script(api), values: values() };
      } catch (error) {
        await reportScriptFailure(view, error);
        return { result: false, values: values() };
      }
    },
    [entity, setValue],
  );

  return useMemo<FormScripts>(
    () => ({
      has: (event) => eventView(event) !== undefined,
      run: async (event, run) => {
        const view = eventView(event);
        return view ? execute(view, event, run) : undefined;
      },
      hasCommand: (command) => commandView(command) !== undefined,
      runCommand: async (command, run) => {
        const view = commandView(command);
        if (view) await execute(view, command.name, run);
      },
    }),
    [eventView, commandView, execute],
  );
}

/** Whether a validate script's answer stops the save, and the message to show if it says one. */
export function vetoOf(result: unknown): { veto: boolean; message?: string } {
  if (result === false) return { veto: true };
  if (typeof result === 'string' && result) return { veto: true, message: result };
  return { veto: false };
}
