import type { AppError } from '../errors/app-error.js';
import * as common from '../errors/common-errors.js';

/**
 * The coded errors the compiler answers bad queries with: errors/common-errors.ts with `field`
 * as a path into the query (entity.filter.conditions.0); `reason` is short English text.
 */
export function invalidQuery(field: string, reason: string): AppError {
  // the reason is also a detail here: clients show where in their query and why
  return common.validationError({ field, reason }, { field, reason });
}

export function objectNotFound(name: string, field: string): AppError {
  return common.objectNotFound(name, { field });
}

export function fieldNotFound(entity: string, attribute: string, field: string): AppError {
  return common.fieldNotFound(attribute, { object: entity, field });
}

export function forbidden(entity: string): AppError {
  return common.forbidden({ object: entity });
}
