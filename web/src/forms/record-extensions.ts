import { useAccessExplanation } from '../admin/access/use-access-explanation';
import { useAuditChanges } from '../admin/audit/use-audit-changes';
import { useUserCommands } from '../admin/users/use-user-commands';
import type { RecordExtension, RecordExtensionInput } from '../form-context/extension-types';

/**
 * Extra title-bar commands of record forms (spec 000 section 2: Change password and Send invite
 * on the user record; Show changes on an audited update; an administrator's "Why can I (not)
 * see this?" on any record). Each hook
 * adds nothing where it does not apply; add one line per extension here.
 */
export function useRecordExtensions(input: RecordExtensionInput): RecordExtension {
  const results = [useUserCommands(input), useAuditChanges(input), useAccessExplanation(input)];
  return {
    commands: results.flatMap((result) => result.commands),
    element: results.map((result) => result.element),
  };
}
