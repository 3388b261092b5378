import { redirectNotAllowed } from '../../errors/common-errors.js';

/**
 * A return address after sign-in may only be a path on the same site: it starts with one
 * slash, never two, never a backslash (browsers read /\evil as //evil), no scheme, no control
 * characters. Anything else is refused, so no link of ours can send a user elsewhere.
 */
export function safeReturnPath(input: unknown): string | undefined {
  if (input === undefined || input === null || input === '') return undefined;
  if (typeof input !== 'string' || input.length > 500) throw redirectNotAllowed();
  const ok =
    input.startsWith('/') && !input.startsWith('//') && !input.includes('\\') && !hasControlCharacter(input);
  if (!ok) throw redirectNotAllowed();
  return input;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
