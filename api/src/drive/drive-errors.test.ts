import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { folderNotFound } from './drive-errors.js';

describe('drive errors', () => {
  it('folderNotFound names the path as the client sent it', () => {
    const error = folderNotFound(['Plans', '2026']);
    expect(error).toEqual(new AppError('ERR_DRIVE_FOLDER_NOT_FOUND', {}, { path: ['Plans', '2026'] }));
    expect(error.params).toEqual({});
    expect(error.details).toEqual({ path: ['Plans', '2026'] });
  });
});
