import type { TFunction } from 'i18next';
import { Copy, Pencil, Plus, Printer, Save, SaveAll, Trash2, Undo2 } from 'lucide-react';
import type { Command } from '../ui/CommandBar';
import { MetadataIcon } from '../ui/icons';
import { ctrlShortcut } from '../ui/shortcut';
import type { FormCommand } from './form-definition';
import type { RecordRights } from './record-rights';

export type FormActions = {
  save: () => void;
  saveAndClose: () => void;
  newRecord: () => void;
  deleteRecord: () => void;
  cloneRecord: () => void;
  print: () => void;
  restoreDeleted: () => void;
};

/**
 * The title-bar commands of a record form, each shown by its permission (spec 000 section 6):
 * Save needs create on a new record and update on an existing one, Delete needs delete, New
 * and Clone need create. Restore appears on audit records of deletions. Edit (spec 000 section
 * 2) appears on a record shown in a named form (a list's formName, a reduced layout): it opens
 * the record's full form, which has every field; docs/form-commands.md says why.
 */
export function formCommands(options: {
  t: TFunction;
  rights: RecordRights;
  isNew: boolean;
  dirty: boolean;
  saving: boolean;
  canRestore: boolean;
  /** The form's custom commands that have a script and pass their permissions. */
  customCommands: FormCommand[];
  runCustom: (command: FormCommand) => void;
  actions: FormActions;
  /** Opens the record in its full form; given only while a named form shows it. */
  openFullForm?: (() => void) | undefined;
}): Command[] {
  const { t, rights, isNew, dirty, saving, actions } = options;
  const canSave = isNew ? rights.canCreate : rights.canUpdate;
  const commands: (Command | false)[] = [
    !isNew &&
      rights.canUpdate &&
      options.openFullForm !== undefined && {
        name: 'edit',
        label: t('CmdEdit'),
        icon: <Pencil size={18} aria-hidden="true" />,
        onSelect: options.openFullForm,
      },
    canSave && {
      name: 'save',
      label: t('CmdSave'),
      icon: <Save size={18} aria-hidden="true" />,
      shortcut: ctrlShortcut('S'),
      disabled: !dirty || saving,
      onSelect: actions.save,
    },
    canSave && {
      name: 'saveandclose',
      label: t('CmdSaveAndClose'),
      icon: <SaveAll size={18} aria-hidden="true" />,
      disabled: !dirty || saving,
      onSelect: actions.saveAndClose,
    },
    rights.canCreate && {
      name: 'new',
      label: t('CmdNew'),
      icon: <Plus size={18} aria-hidden="true" />,
      onSelect: actions.newRecord,
    },
    !isNew &&
      rights.canDelete && {
        name: 'delete',
        label: t('CmdDelete'),
        icon: <Trash2 size={18} aria-hidden="true" />,
        disabled: saving,
        onSelect: actions.deleteRecord,
      },
    !isNew &&
      rights.canCreate && {
        name: 'clone',
        label: t('CmdClone'),
        icon: <Copy size={18} aria-hidden="true" />,
        onSelect: actions.cloneRecord,
      },
    options.canRestore && {
      name: 'restore',
      label: t('forms:restoreDeleted'),
      icon: <Undo2 size={18} aria-hidden="true" />,
      showLabel: true,
      onSelect: actions.restoreDeleted,
    },
    !isNew && {
      name: 'print',
      label: t('CmdPrint'),
      icon: <Printer size={18} aria-hidden="true" />,
      onSelect: actions.print,
    },
  ];
  const custom: Command[] = options.customCommands.map((command) => ({
    name: `custom-${command.name}`,
    label: command.label || command.name,
    showLabel: true,
    // the icon set in the Commands dialog, beside the label custom commands always show
    ...(command.icon ? { icon: <MetadataIcon name={command.icon} /> } : {}),
    onSelect: () => options.runCustom(command),
  }));
  return [...commands.filter((command): command is Command => command !== false), ...custom];
}
