import { isSafeText } from '../contract/safe-text.js';

/**
 * Whether PostgreSQL reads `value` from a JSON parameter (json_populate_recordset) exactly as
 * from a bound one: null, booleans, finite numbers and texts without NUL or a lone surrogate.
 * Anything else (binary, SQL expressions, arrays) keeps the bound path. The multi-row insert
 * (seed-rows.ts) and the grouped update (update-group.ts) both go by this one rule.
 */
export function isJsonSafeValue(value: unknown): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  // a lone surrogate: JSON escapes it and PostgreSQL refuses the escape (a bound text does not)
  return typeof value === 'string' && isSafeText(value);
}
