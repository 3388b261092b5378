import type { TFunction } from 'i18next';
import { ApiError } from '../../api/http';

/** Codes whose own message says more than the generic failure text. */
const specific = new Set([
  'ERR_ORG_EXISTS',
  'ERR_ORG_NAME_INVALID',
  'ERR_ORG_NAME_RESERVED',
  'ERR_RATE_LIMITED',
  'ERR_VALIDATION',
  'ERR_PUZZLE_INVALID',
]);

/** Sign-up and trial failures (spec 000 section 8): 'Invalid Username or password' unless the server says more. */
export function signupFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && specific.has(error.code)) return error.message;
  return t('signup.failed');
}
