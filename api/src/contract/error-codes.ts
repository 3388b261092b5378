/**
 * Every stable error code the API answers with. Clients translate by code (locales/xx/errors.json);
 * the server maps each to an HTTP status in server/http-status.ts. Add new codes here first.
 */
export const errorCodes = [
  // request shape
  'ERR_VALIDATION',
  'ERR_BAD_JSON',
  'ERR_PAYLOAD_TOO_LARGE',
  'ERR_ROUTE_NOT_FOUND',
  'ERR_RATE_LIMITED',
  // tenancy
  'ERR_ORG_REQUIRED',
  'ERR_ORG_NOT_FOUND',
  'ERR_ORG_SUSPENDED',
  'ERR_ORG_EXISTS',
  'ERR_ORG_NAME_INVALID',
  'ERR_ORG_NAME_RESERVED',
  'ERR_ORG_PROVISIONING',
  // templates and metadata
  'ERR_TEMPLATE_NOT_FOUND',
  'ERR_TEMPLATE_INVALID',
  'ERR_METADATA_INVALID',
  'ERR_NAME_INVALID',
  'ERR_OBJECT_NOT_FOUND',
  'ERR_FIELD_NOT_FOUND',
  'ERR_TYPE_CHANGE',
  // data
  'ERR_8001',
  'ERR_RECORD_NOT_FOUND',
  'ERR_DUPLICATE',
  'ERR_REFERENCE',
  // auth
  'ERR_UNAUTHORIZED',
  'ERR_LOGIN_FAILED',
  'ERR_MUST_CHANGE_PWD',
  'ERR_MAGIC_TIMEOUT',
  'ERR_MAGIC_BROKEN',
  'ERR_PASSWORD_WRONG',
  'ERR_PUZZLE_INVALID',
  'ERR_PROVIDER_NOT_CONFIGURED',
  'ERR_OAUTH_FAILED',
  'ERR_REDIRECT_NOT_ALLOWED',
  'ERR_FORBIDDEN',
  // files
  'ERR_FILE_TOO_LARGE',
  'ERR_FILE_EMPTY',
  'ERR_FILE_NOT_IMAGE',
  'ERR_NOT_FILE_FIELD',
  'ERR_FILE_NOT_FOUND',
  'ERR_FILE_LINK_INVALID',
  'ERR_FILE_LINK_EXPIRED',
  // infrastructure
  'ERR_DB_UNAVAILABLE',
  'ERR_INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The JSON body of every error response. */
export type ErrorBody = {
  ok: false;
  code: ErrorCode;
  message: string;
  /** Machine-readable detail: the offending file and path, field, index, ... */
  details?: Record<string, unknown>;
  requestId?: string;
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
