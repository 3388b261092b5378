import { type FetchQuery, fetchQuerySchema } from '@strata/api/contract/query';

/**
 * The Setup Query editor's text: checked as JSON, then against the fetch query schema the
 * server uses (api/src/contract/query.ts), then for an entity the user may export. The schema
 * brings zod, which is why only this screen's editor imports this module.
 */
export type QueryCheck =
  | { ok: true; query: FetchQuery }
  | { ok: false; problem: 'json' | 'invalid' | 'entity'; detail: string };

/** How many schema problems are named; the rest would bury the first. */
const shownProblems = 5;

export function queryToText(query: FetchQuery): string {
  return JSON.stringify(query, null, 2);
}

export function checkQueryText(text: string, exportable: ReadonlySet<string>): QueryCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: 'json', detail: error instanceof Error ? error.message : String(error) };
  }
  const result = fetchQuerySchema.safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, shownProblems)
      .map((issue) => `${issue.path.length ? issue.path.join('.') : 'query'}: ${issue.message}`);
    return { ok: false, problem: 'invalid', detail: problems.join('; ') };
  }
  const query = result.data;
  if (!exportable.has(query.entity.name)) return { ok: false, problem: 'entity', detail: query.entity.name };
  return { ok: true, query };
}
