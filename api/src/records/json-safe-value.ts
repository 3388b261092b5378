/** Lone UTF-16 surrogates: JSON escapes them and PostgreSQL refuses the escape; a bound text does not. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL reads `value` from a JSON parameter (json_populate_recordset) exactly as
 * from a bound one: null, booleans, finite numbers and texts without NUL or a lone surrogate.
 * Anything else (binary, SQL expressions, arrays) keeps the bound path. The multi-row insert
 * (seed-rows.ts) and the grouped update (update-group.ts) both go by this one rule.
 */
export function isJsonSafeValue(value: unknown): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && !value.includes('\u0000') && !loneSurrogate.test(value);
}
