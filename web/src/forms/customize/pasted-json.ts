import { commandSchema, type PanelDefinition, panelSchema } from '@strata/api/contract/views';
import type { FormCommand } from '../form-definition';

/** Panel types that may be pasted (spec 000 section 5). */
const pastableTypes = new Set(['Tabs', 'Fields', 'AssociatedList', 'Split', 'Flex']);

/**
 * Pasted panel JSON: an object with a name and a type among Tabs, Fields, AssociatedList,
 * Split and Flex that passes the form contract; null otherwise (the caller shows 'Cannot paste
 * object').
 */
export function parsePastedPanel(text: string): PanelDefinition | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const candidate = value as { type?: unknown; name?: unknown };
  if (typeof candidate.type !== 'string' || !pastableTypes.has(candidate.type)) return null;
  const parsed = panelSchema.safeParse({ name: 'pasted', ...candidate });
  return parsed.success ? parsed.data : null;
}

/** Pasted command JSON needs a name and kind custom or std. */
export function parsePastedCommand(text: string): FormCommand | null {
  try {
    const parsed = commandSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as FormCommand) : null;
  } catch {
    return null;
  }
}
