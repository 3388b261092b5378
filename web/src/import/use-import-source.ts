import { useCallback, useRef, useState } from 'react';
import { type ImportMessage, message } from './import-message';
import type { ImportTable } from './import-table';
import { readImportFile } from './read-import-file';

/** The file the user chose, from choosing to parsed (or refused). */
export type ImportSource =
  | { status: 'empty' }
  | { status: 'reading'; name: string }
  | { status: 'failed'; name: string; problem: ImportMessage }
  | { status: 'ready'; name: string; table: ImportTable };

/**
 * Holds the chosen file and its parsed table. A file chosen while another is still being
 * read wins: the older read's answer is dropped when it arrives.
 */
export function useImportSource() {
  const [source, setSource] = useState<ImportSource>({ status: 'empty' });
  const latest = useRef(0);
  const choose = useCallback(async (file: File) => {
    const ticket = ++latest.current;
    setSource({ status: 'reading', name: file.name });
    let next: ImportSource;
    try {
      const parsed = await readImportFile(file);
      next = parsed.ok
        ? { status: 'ready', name: file.name, table: parsed.table }
        : { status: 'failed', name: file.name, problem: parsed.problem };
    } catch {
      next = {
        status: 'failed',
        name: file.name,
        problem: message('errors.readFailed', { name: file.name }),
      };
    }
    if (ticket === latest.current) setSource(next);
  }, []);
  /** A choice refused before reading (several files dropped at once). */
  const refuse = useCallback((problem: ImportMessage) => {
    latest.current++;
    setSource({ status: 'failed', name: '', problem });
  }, []);
  return { source, choose, refuse };
}
