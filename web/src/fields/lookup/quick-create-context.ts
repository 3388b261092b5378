import { createContext, useContext } from 'react';
import type { LookupValue, RecordValues } from '../../data/data-api';

/**
 * Quick-create (spec 000 sections 2 and 6): the record form provides a dialog that creates a
 * record of the lookup's target and answers it as a lookup value (null when cancelled).
 * Outside a form the lookup's "+" opens the target's new-record form in a new tab instead.
 */
export type QuickCreate = (target: string, init: RecordValues) => Promise<LookupValue | null>;

export const QuickCreateContext = createContext<QuickCreate | null>(null);

export function useQuickCreate(): QuickCreate | null {
  return useContext(QuickCreateContext);
}
