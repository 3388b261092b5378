import { Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../context/shell-context';
import type { Command } from '../ui/CommandBar';
import { usePageShortcut } from '../ui/page-shortcut';
import type { CustomizeMode } from './customize/use-customize-mode';
import type { FormActions } from './form-commands';
import type { FormParts } from './form-parts';
import { recordCommands } from './record-commands';
import type { RecordRights } from './record-rights';
import { useSaveShortcut } from './use-save-shortcut';

/**
 * The title bar's commands (recordCommands, the extensions' and Customize), and with them the
 * shortcuts: Ctrl+S saves, Ctrl+E enters customise mode. None while loading or without a record.
 */
export function useHeaderCommands(
  parts: FormParts,
  options: {
    rights: RecordRights;
    dirty: boolean;
    actions: FormActions;
    /** Edit opens the record's full form: given while the URL names another form */
    fullFormPath: string | undefined;
    extensionCommands: Command[];
    customizeAllowed: boolean;
    customizeMode: CustomizeMode;
  },
): Command[] {
  const { form, object, recordId } = parts;
  const { customizeAllowed, customizeMode, fullFormPath } = options;
  const entity = object.logicalName;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { context } = useShell();
  const commands = recordCommands({
    t,
    context,
    entity,
    definition: parts.definition,
    scripts: parts.scripts,
    rights: options.rights,
    original: form.original,
    values: form.values,
    recordId,
    dirty: options.dirty,
    saving: form.status === 'saving',
    actions: options.actions,
    openFullForm: fullFormPath === undefined ? undefined : () => navigate(fullFormPath),
    extensionCommands: options.extensionCommands,
  });
  // Customize (also Ctrl+E) for users who may change forms, as lists offer it
  if (customizeAllowed && !customizeMode.active && recordId !== null) {
    commands.push({
      name: 'customize',
      label: t('forms:customize.command'),
      icon: <Settings2 size={18} aria-hidden="true" />,
      onSelect: customizeMode.start,
    });
  }
  const ready = form.status !== 'loading' && form.status !== 'missing' && form.status !== 'failed';
  const shown = ready ? commands : [];
  useSaveShortcut(shown.find((command) => command.name === 'save'));
  // Ctrl+E enters customise mode, on a new record's form too (which has no Customize command);
  // in the mode the banner has the key, to leave as its Cancel does (CustomizeHost)
  usePageShortcut('e', ready && customizeAllowed && !customizeMode.active ? customizeMode.start : null);
  return shown;
}
