import { serverWrittenEntities } from '@strata/api/contract/server-written';
import type { TFunction } from 'i18next';
import {
  CalendarDays,
  ChartColumn,
  Download,
  Kanban,
  Map as MapIcon,
  Pencil,
  Plus,
  Upload,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListCommandDefinition } from '../../list-views/list-definition';
import { hasPermissions, type PermissionDictionary } from '../../session/permissions';
import type { Command } from '../../ui/CommandBar';
import { MetadataIcon } from '../../ui/icons';
import type { ListMode } from '../modes/list-modes';

export type ListCommandActions = {
  newRecord: () => void;
  editSelected: () => void;
  importRecords: () => void;
  exportRecords: () => void;
  toggleMode: (mode: Exclude<ListMode, 'list'>) => void;
  /** whether a custom command's script exists (a command without one is not shown) */
  hasCustom: (command: ListCommandDefinition) => boolean;
  runCustom: (command: ListCommandDefinition) => void;
};

const icon = (Icon: typeof Plus): ReactNode => <Icon size={18} aria-hidden="true" />;

const modeCommands: [Exclude<ListMode, 'list'>, typeof Plus][] = [
  ['calendar', CalendarDays],
  ['chart', ChartColumn],
  ['map', MapIcon],
  ['kanban', Kanban],
];

/**
 * The title-bar commands of a list (spec 001 sections 2 and 6): New needs create (entity;0),
 * Edit needs update (entity;2) unless the view's command names its own permissions; every
 * command is dropped when the user lacks its permissions. Lists of what only the server writes
 * (the audit trail, the Triggers Log) offer no New, Edit or Import to anyone. Custom commands of the view run their
 * script (lists/scripts) and show only when it exists.
 */
export function buildListCommands(options: {
  entity: string;
  permDict: PermissionDictionary;
  viewCommands: readonly ListCommandDefinition[] | undefined;
  mode: ListMode;
  /** the modes the entity can use (availableListModes): only those get a command */
  modes: readonly ListMode[];
  hasSelection: boolean;
  actions: ListCommandActions;
  t: TFunction<'lists'>;
}): Command[] {
  const { entity, permDict, viewCommands, mode, modes, hasSelection, actions, t } = options;
  const override = (name: string) =>
    viewCommands?.find((command) => command.kind === 'std' && command.name === name);
  const modeCommand = (
    name: Exclude<ListMode, 'list'>,
    Icon: typeof Plus,
  ): Command & { permissions?: string } => ({
    name,
    label: mode === name ? t('commands.backToList', { mode: t(`commands.${name}`) }) : t(`commands.${name}`),
    icon: icon(Icon),
    onSelect: () => actions.toggleMode(name),
  });
  const standard: (Command & { permissions?: string })[] = [
    {
      name: 'new',
      label: t('commands.new'),
      icon: icon(Plus),
      permissions: `${entity};0`,
      onSelect: actions.newRecord,
    },
    {
      name: 'edit',
      label: t('commands.edit'),
      icon: icon(Pencil),
      permissions: `${entity};2`,
      disabled: !hasSelection,
      onSelect: actions.editSelected,
    },
    {
      name: 'import',
      label: t('commands.import'),
      icon: icon(Upload),
      permissions: `${entity};0`,
      onSelect: actions.importRecords,
    },
    { name: 'export', label: t('commands.export'), icon: icon(Download), onSelect: actions.exportRecords },
    ...modeCommands.filter(([name]) => modes.includes(name)).map(([name, Icon]) => modeCommand(name, Icon)),
  ];
  const custom = (viewCommands ?? [])
    .filter((command) => command.kind === 'custom' && actions.hasCustom(command))
    .map((command) => ({
      name: `custom:${command.name}`,
      label: command.label || command.name,
      showLabel: true,
      ...(command.icon ? { icon: <MetadataIcon name={command.icon} /> } : {}),
      ...(command.permissions ? { permissions: command.permissions } : {}),
      onSelect: () => actions.runCustom(command),
    }));
  const readOnly = serverWrittenEntities.has(entity);
  return [...standard, ...custom]
    .filter((command) => !(readOnly && ['new', 'edit', 'import'].includes(command.name)))
    .filter((command) =>
      hasPermissions(permDict, override(command.name)?.permissions ?? command.permissions, { entity }),
    )
    .map(({ permissions: _permissions, ...command }) => command);
}
