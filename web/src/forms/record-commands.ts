import type { TFunction } from 'i18next';
import type { RecordValues } from '../api/data-api';
import { canDo, hasPermissions } from '../session/permissions';
import type { UserContext } from '../session/user-context';
import type { Command } from '../ui/CommandBar';
import { type FormActions, formCommands } from './form-commands';
import type { FormDefinition } from './form-definition';
import type { RecordRights } from './record-rights';
import type { useFormScripts } from './scripts/use-form-scripts';

/**
 * The record form's title-bar commands: the standard ones its rights allow, the form's custom
 * commands that have a script and pass their permissions, Restore on a delete's audit record,
 * then the commands extensions add (administration, ...).
 */
export function recordCommands(options: {
  t: TFunction;
  context: UserContext;
  entity: string;
  definition: FormDefinition;
  scripts: ReturnType<typeof useFormScripts>;
  rights: RecordRights;
  original: RecordValues;
  values: RecordValues;
  recordId: string | null;
  dirty: boolean;
  saving: boolean;
  actions: FormActions;
  extensionCommands: Command[];
}): Command[] {
  const { context, entity, scripts, original, recordId } = options;
  const isNew = recordId === null;
  const standard = formCommands({
    t: options.t,
    rights: options.rights,
    isNew,
    dirty: options.dirty,
    saving: options.saving,
    customCommands: (options.definition.commands ?? []).filter(
      (command) =>
        command.kind === 'custom' &&
        scripts.hasCommand(command) &&
        hasPermissions(context.permDict, command.permissions, { isNew }),
    ),
    runCustom: (command) => void scripts.runCommand(command, { values: options.values, recordId }),
    canRestore:
      entity === 'audit' &&
      original.operation === 'delete' &&
      canDo(context.permDict, String(original.logicalname ?? ''), 'create'),
    actions: options.actions,
  });
  return [...standard, ...options.extensionCommands];
}
