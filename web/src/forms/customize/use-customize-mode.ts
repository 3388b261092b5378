import type { PanelDefinition } from '@strata/api/contract/views';
import { useCallback, useState } from 'react';
import type { FormCommand, FormDefinition } from '../form-definition';

export type CustomizeMode = {
  active: boolean;
  /** The form being customised (the stored one until the first edit). */
  draft: FormDefinition;
  changed: boolean;
  start: () => void;
  stop: () => void;
  edit: (change: (root: PanelDefinition) => PanelDefinition) => void;
  editCommands: (change: (commands: FormCommand[]) => FormCommand[]) => void;
};

/**
 * Customise mode of a form (spec 000 section 4) for users who may update inu_view; edits go to
 * a draft of the form until the draft is saved or thrown away (stop). Ctrl+E is not here: it is
 * the Customize command outside the mode (RecordFormScreen) and the banner's Cancel in it
 * (CustomizeHost), so that leaving by the key asks about the draft as Cancel does.
 */
export function useCustomizeMode(options: { allowed: boolean; definition: FormDefinition }): CustomizeMode {
  const { allowed, definition } = options;
  // ?customize opens the form in customise mode (the view editor's "Customise visually")
  const [active, setActive] = useState(
    () => allowed && new URLSearchParams(window.location.search).has('customize'),
  );
  const [draft, setDraft] = useState<FormDefinition | null>(null);
  const start = useCallback(() => {
    if (allowed) setActive(true);
  }, [allowed]);
  const stop = useCallback(() => {
    setActive(false);
    setDraft(null);
  }, []);
  const edit = useCallback(
    (change: (root: PanelDefinition) => PanelDefinition) =>
      setDraft((current) => {
        const base = current ?? definition;
        return { ...base, panel: change(base.panel) };
      }),
    [definition],
  );
  const editCommands = useCallback(
    (change: (commands: FormCommand[]) => FormCommand[]) =>
      setDraft((current) => {
        const base = current ?? definition;
        return { ...base, commands: change(base.commands ?? []) };
      }),
    [definition],
  );
  return { active, draft: draft ?? definition, changed: draft !== null, start, stop, edit, editCommands };
}
