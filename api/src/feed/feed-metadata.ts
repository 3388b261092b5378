import { objectNotFound } from '../errors/common-errors.js';

/** The feed needs the activity entity (a template's) and inu_mention (migration 0002). */
export const metadataError = (name: string) => objectNotFound(name);
