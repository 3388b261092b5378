import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { formatZodIssues } from '@strata/api/errors/format-issues';
import { type BackupHeader, type BackupLine, backupHeaderSchema, backupLineSchema } from './backup-format.js';
import { BackupFileError } from './write-backup.js';

/**
 * Reads a backup file line by line: the header first, then every data line, checked against
 * the format; a file that ends before its end line is refused (nothing is restored from it:
 * the caller works inside one transaction).
 */
export async function* readBackup(
  file: string,
): AsyncGenerator<{ header: BackupHeader } | Exclude<BackupLine, { end: true }>> {
  if (!existsSync(file)) throw new BackupFileError(`${file} does not exist`);
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let number = 0;
  let ended = false;
  try {
    for await (const line of lines) {
      number++;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        throw new BackupFileError(`${file} line ${number}: not JSON`);
      }
      if (number === 1) {
        const header = backupHeaderSchema.safeParse(json);
        if (!header.success) {
          throw new BackupFileError(
            `${file} is not a Strata tenant backup: ${formatZodIssues(header.error)[0] ?? ''}`,
          );
        }
        yield { header: header.data };
        continue;
      }
      const parsed = backupLineSchema.safeParse(json);
      if (!parsed.success)
        throw new BackupFileError(`${file} line ${number}: ${formatZodIssues(parsed.error)[0] ?? ''}`);
      if ('end' in parsed.data) {
        if (parsed.data.lines !== number)
          throw new BackupFileError(`${file}: expected ${parsed.data.lines} lines, read ${number}`);
        ended = true;
        continue;
      }
      yield parsed.data;
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(`${file} cannot be read: ${(error as Error).message}`);
  }
  if (number === 0) throw new BackupFileError(`${file} is empty`);
  if (!ended) throw new BackupFileError(`${file} is incomplete (it ends before its last line)`);
}
