import { levelOf } from '@strata/api/contract/permission-mask';
import type { TFunction } from 'i18next';
import { Download, FilePenLine, ListChecks, Plus, Save, SquarePen, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { canDo, type PermissionDictionary } from '../../session/permissions';
import type { Command } from '../../ui/CommandBar';
import type { ListEditMode } from '../modes/edit-modes';

const icon = (Icon: typeof Plus): ReactNode => <Icon size={18} aria-hidden="true" />;

/** Super edit is for user administrators: systemuser update level 3 (spec 001 section 6). */
export function canSuperEdit(permDict: PermissionDictionary, isAdmin: boolean): boolean {
  return isAdmin || levelOf(permDict.systemuser ?? 0, 'update') === 3;
}

export type EditingActions = {
  setMode: (mode: ListEditMode) => void;
  save: () => void;
  addRow: () => void;
  exportSelected: () => void;
  massEdit: () => void;
  deleteSelected: () => void;
};

/**
 * The title-bar commands of the edit modes. Off: the commands that enter them (added to the
 * list's own); on: they replace the list's commands, since New, Import or a mode switch
 * would leave unsaved edits behind.
 */
export function buildEditingCommands(options: {
  entity: string;
  mode: ListEditMode;
  permDict: PermissionDictionary;
  isAdmin: boolean;
  hasSelection: boolean;
  actions: EditingActions;
  t: TFunction<'lists'>;
}): Command[] {
  const { entity, mode, permDict, isAdmin, hasSelection, actions, t } = options;
  const close: Command = {
    name: 'editing-close',
    label: t('editing.close'),
    showLabel: true,
    icon: icon(X),
    onSelect: () => actions.setMode(0),
  };
  if (mode === 1) {
    return [
      {
        name: 'editing-save',
        label: t('editing.save'),
        showLabel: true,
        icon: icon(Save),
        onSelect: actions.save,
      },
      ...(canDo(permDict, entity, 'create')
        ? [
            {
              name: 'editing-add',
              label: t('editing.addRow'),
              showLabel: true,
              icon: icon(Plus),
              onSelect: actions.addRow,
            },
          ]
        : []),
      // Cancel: leaves edit in place, discarding the edits after a confirmation
      { ...close, label: t('cancel') },
    ];
  }
  if (mode === 2) {
    return [
      {
        name: 'editing-export',
        label: t('commands.export'),
        showLabel: true,
        icon: icon(Download),
        disabled: !hasSelection,
        onSelect: actions.exportSelected,
      },
      ...(canDo(permDict, entity, 'update')
        ? [
            {
              name: 'editing-mass',
              label: t('editing.massEdit'),
              showLabel: true,
              icon: icon(FilePenLine),
              disabled: !hasSelection,
              onSelect: actions.massEdit,
            },
          ]
        : []),
      ...(canDo(permDict, entity, 'delete')
        ? [
            {
              name: 'editing-delete',
              label: t('editing.delete'),
              showLabel: true,
              icon: icon(Trash2),
              disabled: !hasSelection,
              onSelect: actions.deleteSelected,
            },
          ]
        : []),
      close,
    ];
  }
  const enter: Command[] = [];
  if (canDo(permDict, entity, 'update')) {
    enter.push({
      name: 'editing-in-place',
      label: t('editing.editInPlace'),
      icon: icon(SquarePen),
      onSelect: () => actions.setMode(1),
    });
  }
  if (canSuperEdit(permDict, isAdmin)) {
    enter.push({
      name: 'editing-super',
      label: t('editing.superEdit'),
      icon: icon(ListChecks),
      onSelect: () => actions.setMode(2),
    });
  }
  return enter;
}
