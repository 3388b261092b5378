/**
 * Auto Number formats (inu_autonumber.format), shared by the server that fills numbers and the
 * form that previews the next one. A format is literal text with tokens:
 * {SEQ} or {SEQ:n} the counter (at least n digits, 1 to 12), {YYYY} {YY} {MM} {DD} the date of
 * the create (UTC). Exactly one {SEQ} is required: without it two records would share a number.
 */
const tokenPattern = /\{([A-Z]+)(?::(\d{1,2}))?\}/g;
const dateTokens = new Set(['YYYY', 'YY', 'MM', 'DD']);

export const autoNumberFormatMax = 100;

export type AutoNumberFormatProblem = 'noSequence' | 'twoSequences' | 'unknownToken' | 'digits' | 'tooLong';

/** Why a format cannot be used, or null when it can. */
export function autoNumberFormatProblem(format: string): AutoNumberFormatProblem | null {
  if (format.length > autoNumberFormatMax) return 'tooLong';
  let sequences = 0;
  for (const match of format.matchAll(tokenPattern)) {
    const [, token, digits] = match;
    if (token === 'SEQ') {
      sequences += 1;
      if (digits !== undefined && (Number(digits) < 1 || Number(digits) > 12)) return 'digits';
    } else if (!token || !dateTokens.has(token) || digits !== undefined) return 'unknownToken';
  }
  if (sequences === 0) return 'noSequence';
  if (sequences > 1) return 'twoSequences';
  return null;
}

/** The older prefix/digits/suffix settings as a format (rows written before formats existed). */
export function legacyAutoNumberFormat(prefix: string | null, digits: number | null, suffix: string | null) {
  const width = digits && digits > 0 ? `:${Math.min(digits, 12)}` : '';
  return `${prefix ?? ''}{SEQ${width}}${suffix ?? ''}`;
}

/** The number `sequence` written in `format` on `date` (a format with a problem still renders). */
export function formatAutoNumber(format: string, sequence: number, date: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return format.replace(tokenPattern, (whole, token: string, digits: string | undefined) => {
    switch (token) {
      case 'SEQ':
        return pad(sequence, digits ? Number(digits) : 0);
      case 'YYYY':
        return String(date.getUTCFullYear());
      case 'YY':
        return pad(date.getUTCFullYear() % 100, 2);
      case 'MM':
        return pad(date.getUTCMonth() + 1, 2);
      case 'DD':
        return pad(date.getUTCDate(), 2);
      default:
        return whole;
    }
  });
}
