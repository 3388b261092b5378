/**
 * The rules for names of files and folders on a cloud drive (the Cloud files panel, issue 24),
 * shared by the web panel (refuses before asking) and the local drive routes (refuse anyway).
 * They are OneDrive's, so a folder made on the local drive could move to OneDrive unchanged.
 */

/** Characters no drive name may hold (Windows and OneDrive refuse them too). */
export const forbiddenNameCharacters = ['/', '\\', ':', '*', '?', '"', '<', '>', '|'] as const;

/** Names OneDrive and Windows keep for themselves, compared without case and extension. */
const reservedNames = new Set([
  '.',
  '..',
  '.lock',
  'con',
  'prn',
  'aux',
  'nul',
  'desktop.ini',
  ...Array.from({ length: 10 }, (_, i) => `com${i}`),
  ...Array.from({ length: 10 }, (_, i) => `lpt${i}`),
]);

export const maxDriveNameLength = 200;

export type DriveNameCheck =
  | { ok: true; name: string }
  /** empty: nothing to do (spec 002 section 5); invalid: a forbidden character or too long; reserved: a kept name. */
  | { ok: false; reason: 'empty' | 'invalid' | 'reserved' };

/** Trims the name and says whether a drive may hold it. */
export function checkDriveName(raw: string): DriveNameCheck {
  const name = raw.trim();
  if (name === '') return { ok: false, reason: 'empty' };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused on purpose
  if (/[\u0000-\u001f\u007f]/.test(name) || forbiddenNameCharacters.some((c) => name.includes(c)))
    return { ok: false, reason: 'invalid' };
  if (name.length > maxDriveNameLength) return { ok: false, reason: 'invalid' };
  const lower = name.toLowerCase();
  const stem = lower.includes('.') && !lower.startsWith('.') ? lower.slice(0, lower.indexOf('.')) : lower;
  if (
    reservedNames.has(lower) ||
    reservedNames.has(stem) ||
    lower.startsWith('~$') ||
    lower.includes('_vti_')
  )
    return { ok: false, reason: 'reserved' };
  return { ok: true, name };
}

/** "Report.pdf" -> "Report (1).pdf", "Photos" -> "Photos (1)": OneDrive's conflictBehavior rename. */
export function numberedName(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return `${name} (${n})`;
  return `${name.slice(0, dot)} (${n})${name.slice(dot)}`;
}
