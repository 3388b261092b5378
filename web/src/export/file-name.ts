/** The file formats of an export (spec 001 section 3, "Export options"). */
export type ExportFormat = 'csv' | 'pdf' | 'json';

/** Characters Windows, macOS or Linux refuse in a file name. */
const forbidden = new Set(['<', '>', ':', '"', '/', '\\', '|', '?', '*']);
/** Names Windows keeps for devices, whatever the extension. */
const deviceName = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const maxLength = 150;

/**
 * A name safe on every system the file may land on: forbidden and control characters become
 * spaces, runs of spaces collapse, and leading or trailing dots and spaces go (Windows drops
 * trailing ones silently, and a leading dot hides the file). Empty when nothing usable is left.
 */
export function safeFileName(text: string): string {
  const replaced = [...text]
    .map((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code < 32 || code === 127 || forbidden.has(character) ? ' ' : character;
    })
    .join('');
  const trimmed = replaced
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, maxLength)
    .trim();
  return deviceName.test(trimmed) ? `_${trimmed}` : trimmed;
}

/** Spec 001 section 9: the plural name plus the page title suffix, e.g. "Accounts - Export". */
export function defaultFileBase(pluralName: string, suffix: string): string {
  return `${pluralName} - ${suffix}`;
}

/**
 * The downloaded file's name: the user's name when given, else the default, made safe, with
 * the format's extension (not doubled when the user typed it already).
 */
export function exportFileName(options: {
  fileName: string;
  pluralName: string;
  suffix: string;
  format: ExportFormat;
}): string {
  const extension = `.${options.format}`;
  const typed = options.fileName.trim();
  const withoutExtension = typed.toLowerCase().endsWith(extension)
    ? typed.slice(0, -extension.length)
    : typed;
  const base =
    safeFileName(withoutExtension) || safeFileName(defaultFileBase(options.pluralName, options.suffix));
  return `${base || 'export'}${extension}`;
}
