import { type ViewKind, viewBodySchemas } from '@strata/api/contract/views';

/** One problem of a view body: where (a dotted path; empty for the whole text) and what. */
export type BodyProblem = { path: string; message: string; notJson?: boolean };

const isViewKind = (kind: string | null): kind is ViewKind =>
  kind !== null && Object.hasOwn(viewBodySchemas, kind);

/**
 * The problems the server's body check (api/src/records/view-body-check.ts) would refuse, found
 * with the same schemas (contract/views.ts) as the administrator types, every one with its path.
 */
export function bodyProblems(kind: string | null, text: string): BodyProblem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return [{ path: '', message: error instanceof Error ? error.message : String(error), notJson: true }];
  }
  if (!isViewKind(kind)) return [];
  let result: ReturnType<(typeof viewBodySchemas)[ViewKind]['safeParse']>;
  try {
    result = viewBodySchemas[kind].safeParse(parsed);
  } catch {
    return [{ path: '', message: 'nested too deeply' }];
  }
  if (result.success) return [];
  return result.error.issues
    .slice(0, 20)
    .map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
