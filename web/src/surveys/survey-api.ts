import type { PublicSurvey } from '@strata/api/contract/survey';
import { fetchPuzzle } from '../api/auth-api';
import { apiRequest } from '../api/http';

const surveyPath = (orgname: string, key: string) =>
  `/api/survey/${encodeURIComponent(orgname)}/${encodeURIComponent(key)}`;

/** The public survey: anonymous, the organisation named in the path (spec 002 section 7). */
export async function loadSurvey(orgname: string, key: string): Promise<PublicSurvey> {
  return (await apiRequest<PublicSurvey>(surveyPath(orgname, key), { quietUnauthorized: true })).body;
}

/** Solves a fresh puzzle (seconds of work in a Web Worker), then sends the answers. */
export async function submitSurvey(
  orgname: string,
  key: string,
  answers: Record<string, unknown>,
): Promise<void> {
  const puzzle = await fetchPuzzle();
  const { solvePuzzle } = await import('../public/signup/solve-puzzle');
  const solved = await solvePuzzle(puzzle, () => undefined);
  await apiRequest(surveyPath(orgname, key), {
    method: 'POST',
    json: { answers, puzzle: { cookie: puzzle.cookie, iv: puzzle.iv, solved } },
    quietUnauthorized: true,
  });
}
