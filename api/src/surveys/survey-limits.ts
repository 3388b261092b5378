import type { RateLimit } from '../rate-limit/rate-limiter.js';

/**
 * The public survey's budgets (anonymous callers): loading a form is cheap, a submission writes
 * a row, so it is counted per address and, against address-hopping bots, per template too.
 */
export const surveyLimits = {
  loadsPerIp: { max: 300, windowMs: 60 * 60_000 },
  submitsPerIp: { max: 30, windowMs: 60 * 60_000 },
  submitsPerTemplate: { max: 2_000, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/** A submission's body may be no bigger (answers, the puzzle and JSON's punctuation). */
export const surveyBodyLimit = '40kb';
