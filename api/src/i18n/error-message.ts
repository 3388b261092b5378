import type { ErrorCode } from '../contract/error-codes.js';
import { type Language, serverI18n } from './server-i18n.js';

/** The translated message of an error code, with its parameters filled in. */
export function errorMessage(
  code: ErrorCode,
  params: Record<string, string | number>,
  language: Language,
): string {
  const i18n = serverI18n();
  const t = i18n.getFixedT(language, 'errors');
  const reason = params.reason;
  const reasonKey = `reasons.${String(reason)}`;
  const reasonText =
    reason === undefined
      ? ''
      : i18n.exists(reasonKey, { lng: language, ns: 'errors' })
        ? t(reasonKey, params)
        : String(reason);
  // a code with a `{code}_reason` text names the reason when it has one (ERR_FORBIDDEN's)
  const key =
    reasonText !== '' && i18n.exists(`${code}_reason`, { lng: language, ns: 'errors' })
      ? `${code}_reason`
      : code;
  // a code with a wording that names the field (ERR_DUPLICATE_field) uses it when one is known
  const context = params.field !== undefined ? 'field' : undefined;
  return t(key, { field: '-', ...params, reasonText, ...(context ? { context } : {}) });
}
