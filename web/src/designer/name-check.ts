import { checkLogicalName } from '@strata/api/contract/logical-name';

export type NameProblem = 'pattern' | 'reserved' | 'base-column' | 'duplicate';

/**
 * The server's rules for new entity and field names (contract/logical-name.ts), checked as the
 * administrator types so a bad name is explained before anything is sent; the server checks again.
 */
export function nameProblem(
  name: string,
  kind: 'object' | 'property',
  existing: readonly string[],
): NameProblem | null {
  const problem = checkLogicalName(name, kind);
  if (problem) return problem;
  return existing.includes(name) ? 'duplicate' : null;
}
