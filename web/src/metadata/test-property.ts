import type { PropertyMeta } from './object-metadata';

/** Tests only: a property of a test entity, without flags unless `more` gives some. */
export const testProperty = (
  logicalName: string,
  displayName: string,
  type: PropertyMeta['type'],
  more: Partial<PropertyMeta> = {},
): PropertyMeta => ({ logicalName, displayName, type, flags: [], ...more });
