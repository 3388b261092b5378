import { AppError } from '../../errors/app-error.js';

/**
 * A return address after sign-in may only be a path on the same site: it starts with one
 * slash, never two, never a backslash (browsers read /\evil as //evil), no scheme, no control
 * characters. Anything else is refused, so no link of ours can send a user elsewhere.
 */
export function safeReturnPath(input: unknown): string | undefined {
  if (input === undefined || input === null || input === '') return undefined;
  if (typeof input !== 'string' || input.length > 500) throw new AppError('ERR_REDIRECT_NOT_ALLOWED');
  const ok = input.startsWith('/') && !input.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(input);
  if (!ok) throw new AppError('ERR_REDIRECT_NOT_ALLOWED');
  return input;
}
