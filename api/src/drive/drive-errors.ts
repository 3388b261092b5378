import { AppError } from '../errors/app-error.js';

/** The coded errors only the record drive answers with. */

/** A drive folder the request's path names that is not there (deleted, renamed, never made). */
export function folderNotFound(path: string[]): AppError {
  return new AppError('ERR_DRIVE_FOLDER_NOT_FOUND', {}, { path });
}
