import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { Command } from '../../ui/CommandBar';

/**
 * The title bar's commands for the list's state: customise mode keeps the list's own, editing
 * shows only the editing commands, and otherwise the editing commands sit beside New, Edit,
 * Import and Export, before the mode commands that overflow first, with Customize last.
 */
export function useTitleCommands(options: {
  commands: Command[];
  editingCommands: Command[];
  /** Print from templates: beside Export, and also while editing (the checked rows) */
  printCommand: Command;
  editing: boolean;
  customizing: boolean;
  customizeAllowed: boolean;
  startCustomize: () => void;
  t: TFunction;
}): Command[] {
  const {
    commands,
    editingCommands,
    printCommand,
    editing,
    customizing,
    customizeAllowed,
    startCustomize,
    t,
  } = options;
  return useMemo(() => {
    if (customizing) return commands;
    if (editing) return [...editingCommands, printCommand];
    const at = commands.findIndex((command) => command.name === 'export') + 1;
    const customizeCommand = customizeAllowed
      ? [{ name: 'customize', label: t('customize.command'), onSelect: startCustomize }]
      : [];
    return [
      ...commands.slice(0, at),
      printCommand,
      ...editingCommands,
      ...commands.slice(at),
      ...customizeCommand,
    ];
  }, [editing, commands, editingCommands, printCommand, customizing, customizeAllowed, startCustomize, t]);
}
