import { useShell } from '../../context/shell-context';
import { canDo } from '../../session/permissions';
import type { FormDefinition } from '../form-definition';
import { useCustomizeMode } from './use-customize-mode';

/**
 * Customise mode for users who may change forms (the inu_view right). It edits a draft of the
 * form's definition, which the form then draws.
 */
export function useAllowedCustomizeMode(definition: FormDefinition) {
  const { context } = useShell();
  const customizeAllowed = canDo(context.permDict, 'inu_view', 'update');
  const customizeMode = useCustomizeMode({ allowed: customizeAllowed, definition });
  return { customizeAllowed, customizeMode };
}
