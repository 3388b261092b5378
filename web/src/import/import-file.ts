import { type ImportMessage, message } from './import-message';

/** The file kinds Import reads (spec 001 section 5: CSV or JSON). */
export type ImportFileKind = 'csv' | 'json';

/**
 * The largest file Import accepts: 10 MB is some 100 000 rows of a typical template, far above
 * what one sitting of imports should write. A CSV file is streamed (csv-file.ts), so the tab's
 * memory no longer grows with it (issue 20 item 4: 100,000 rows peak at some 70 MB of heap); a
 * JSON file is parsed whole.
 */
export const maxImportFileBytes = 10 * 1024 * 1024;

export type FileCheck = { ok: true; kind: ImportFileKind } | { ok: false; problem: ImportMessage };

/**
 * Whether a chosen or dropped file can be imported, by its extension: browsers and systems
 * disagree on CSV MIME types (text/csv, application/vnd.ms-excel, none at all), so the type is
 * not trusted. Size is checked before anything is read.
 */
export function checkImportFile(file: { name: string; size: number }): FileCheck {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension !== 'csv' && extension !== 'json') {
    return { ok: false, problem: message('errors.fileType', { name: file.name }) };
  }
  if (file.size > maxImportFileBytes) {
    return {
      ok: false,
      problem: message('errors.fileSize', {
        name: file.name,
        size: megabytes(file.size),
        limit: megabytes(maxImportFileBytes),
      }),
    };
  }
  if (file.size === 0) return { ok: false, problem: message('errors.emptyFile', { name: file.name }) };
  return { ok: true, kind: extension };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export type DecodedText = { text: string; legacyEncoding: boolean };

/**
 * The file's text. UTF-8 (with or without a BOM) is the norm; a file that is not valid UTF-8
 * is almost always an Excel "CSV" saved in the Windows code page, so it is read as
 * windows-1250, which also covers German umlauts at the same positions as windows-1252.
 */
export function decodeImportBytes(bytes: Uint8Array): DecodedText {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: stripBom(text), legacyEncoding: false };
  } catch {
    return { text: new TextDecoder('windows-1250').decode(bytes), legacyEncoding: true };
  }
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
