import { checkDriveName } from '../contract/drive-names.js';
import { drivePathSeparator } from '../contract/local-drive.js';
import { AppError } from '../errors/app-error.js';
import { invalidField } from '../errors/common-errors.js';

const maxDepth = 50;

/**
 * A drive name from the client, or the reason it is refused. The same rule for every path
 * level and every new name, so "..", "a/b" or "C:" never reach a query (names are only ever
 * compared with the rows of the record's own drive anyway: there is no file system path).
 */
export function driveName(raw: unknown): string {
  const check = checkDriveName(typeof raw === 'string' ? raw : '');
  if (check.ok) return check.name;
  const name = typeof raw === 'string' ? raw.slice(0, 80) : '';
  if (check.reason === 'reserved') throw new AppError('ERR_DRIVE_NAME_RESERVED', { name }, { name });
  throw new AppError('ERR_DRIVE_NAME_INVALID', { name }, { name, reason: check.reason });
}

/** The ?path= parameter: folder names joined by '/', empty for the drive's top. */
export function parseDrivePath(raw: unknown): string[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string') throw invalidField('path', 'one text');
  const segments = raw.split(drivePathSeparator);
  if (segments.length > maxDepth) throw invalidField('path', `at most ${maxDepth} folders`);
  return segments.map(driveName);
}
