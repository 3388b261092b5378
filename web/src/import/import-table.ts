import type { ImportFileKind } from './import-file';
import type { ImportMessage } from './import-message';

/**
 * A parsed file before it meets any metadata: the header and the data rows. CSV cells are
 * strings; JSON cells are whatever JSON holds, and a key an object lacks is `undefined` (not
 * given, so an update leaves that field alone), unlike `null` or an empty CSV cell (cleared).
 */
export type ImportTable = {
  kind: ImportFileKind;
  headers: string[];
  rows: unknown[][];
  /** things worth knowing that do not stop the import (a legacy encoding, ragged rows) */
  warnings: ImportMessage[];
};

export type TableResult = { ok: true; table: ImportTable } | { ok: false; problem: ImportMessage };

/** Row numbers shown to the user count data rows from 1, as the preview grid does. */
export const rowNumber = (index: number) => index + 1;

/** At most this many row numbers are listed in one warning; the count says the rest. */
export const listedRows = 5;
