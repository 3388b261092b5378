import { AppError } from '../errors/app-error.js';

/** The feed needs the activity entity (a template's) and inu_mention (migration 0002). */
export const metadataError = (name: string) => new AppError('ERR_OBJECT_NOT_FOUND', { name });
