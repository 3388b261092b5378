import type { TFunction } from 'i18next';
import { createElement } from 'react';
import type { UserContext } from '../api/user-context';
import type { RecordValues } from '../data/data-api';
import { canDo, hasPermissions } from '../session/permissions';
import type { Command } from '../ui/CommandBar';
import { MetadataIcon } from '../ui/icons';
import { type FormActions, formCommands } from './form-commands';
import type { FormCommand, FormDefinition } from './form-definition';
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
  /** Edit: opens the record in its full form (given while a named form shows it). */
  openFullForm?: (() => void) | undefined;
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
        hasPermissions(context.permDict, command.permissions, { entity }),
    ),
    runCustom: (command) => void scripts.runCommand(command, { values: options.values, recordId }),
    canRestore:
      entity === 'audit' &&
      original.operation === 'delete' &&
      canDo(context.permDict, String(original.logicalname ?? ''), 'create'),
    actions: options.actions,
    openFullForm: options.openFullForm,
  });
  const entries = options.definition.commands ?? [];
  return applyStandardEntries([...standard, ...options.extensionCommands], entries, (permissions) =>
    hasPermissions(context.permDict, permissions, { entity }),
  );
}

/**
 * The form definition's std entries (spec 000 sections 3 and 6: kind std, name, label, icon,
 * permissions) over the standard commands of that name: a permission string the user fails
 * hides the command, a label or an icon replaces its own. The entry can only narrow who sees
 * it: the record's rights still decide first, since the server would refuse the rest.
 */
export function applyStandardEntries(
  commands: Command[],
  entries: readonly FormCommand[],
  allowed: (permissions: string | undefined) => boolean,
): Command[] {
  const result: Command[] = [];
  for (const command of commands) {
    const entry = entries.find((candidate) => candidate.kind === 'std' && candidate.name === command.name);
    if (!entry) result.push(command);
    else if (allowed(entry.permissions)) result.push(withEntry(command, entry));
  }
  return result;
}

function withEntry(command: Command, entry: FormCommand): Command {
  return {
    ...command,
    ...(entry.label ? { label: entry.label } : {}),
    ...(entry.icon ? { icon: createElement(MetadataIcon, { name: entry.icon }) } : {}),
  };
}
