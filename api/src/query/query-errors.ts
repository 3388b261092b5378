import { AppError } from '../errors/app-error.js';

/**
 * The coded errors the compiler answers bad queries with. `field` is a path into the query
 * (entity.filter.conditions.0); `reason` is short English text.
 */
export function invalidQuery(field: string, reason: string): AppError {
  return new AppError('ERR_VALIDATION', { field, reason }, { field, reason });
}

export function objectNotFound(name: string, field: string): AppError {
  return new AppError('ERR_OBJECT_NOT_FOUND', { name }, { field });
}

export function fieldNotFound(entity: string, attribute: string, field: string): AppError {
  return new AppError('ERR_FIELD_NOT_FOUND', { name: attribute }, { object: entity, field });
}

export function forbidden(entity: string): AppError {
  return new AppError('ERR_FORBIDDEN', {}, { object: entity });
}
