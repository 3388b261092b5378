import type { FormContextValue } from '../form-context/form-context';
import { createFormEvents } from '../form-context/form-events';
import { createPendingChanges } from '../form-context/pending-changes';
import { crmObjects } from './shell-harness';

/**
 * The record form around a panel rendered alone in a DOM test: an existing record of a crm
 * entity, editable, with its own events and pending changes; `overrides` set what the test needs.
 */
export function testFormContext(
  entity: string,
  recordId: string,
  overrides: Partial<FormContextValue> = {},
): FormContextValue {
  return {
    object: crmObjects[entity] as FormContextValue['object'],
    entity,
    idPrefix: 'form',
    recordId,
    values: {},
    setValue: () => undefined,
    readOnly: false,
    showMissing: false,
    links: {},
    setLinks: () => undefined,
    save: async () => true,
    runCommand: () => undefined,
    events: createFormEvents(),
    pending: createPendingChanges(),
    ...overrides,
  };
}
