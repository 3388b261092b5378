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
  /** the endpoint exists but not for this method (a GET of one that changes state) */
  'ERR_METHOD_NOT_ALLOWED',
  'ERR_RATE_LIMITED',
  /** sign-in failures locked the account for a while: {minutes} until it may try again */
  'ERR_ACCOUNT_LOCKED',
  // tenancy
  'ERR_ORG_REQUIRED',
  'ERR_ORG_NOT_FOUND',
  'ERR_ORG_SUSPENDED',
  /** the organisation is being moved to another database server: reads go on, writes wait (Retry-After) */
  'ERR_TENANT_MOVING',
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
  /** a type change refused because {rows} values of {field} would not convert or would lose data */
  'ERR_TYPE_CHANGE_ROWS',
  /** a field or object still used by views, roles or lookups cannot be deleted (details list them) */
  'ERR_IN_USE',
  /** a destructive change needs the typed confirmation {name} */
  'ERR_CONFIRMATION',
  /** a metadata folder with {count} problems; the first is {file} at {path}: {problem} (details list all) */
  'ERR_METADATA_FOLDER_INVALID',
  /** applying metadata would delete {count} items (the first {first}) and destructive steps were not allowed */
  'ERR_METADATA_DESTRUCTIVE',
  /** an archive cannot be restored: {name} is an entity or field again */
  'ERR_NAME_TAKEN',
  // data
  'ERR_8001',
  'ERR_RECORD_NOT_FOUND',
  'ERR_DUPLICATE',
  'ERR_REFERENCE',
  'ERR_IDEMPOTENCY_IN_PROGRESS',
  'ERR_IDEMPOTENCY_MISMATCH',
  // fair use of the shared database
  'ERR_BUSY',
  'ERR_QUERY_TIMEOUT',
  'ERR_QUERY_TOO_COMPLEX',
  // auth
  'ERR_UNAUTHORIZED',
  'ERR_LOGIN_FAILED',
  'ERR_MUST_CHANGE_PWD',
  'ERR_MAGIC_TIMEOUT',
  'ERR_MAGIC_BROKEN',
  'ERR_PASSWORD_WRONG',
  'ERR_PUZZLE_INVALID',
  /** a sign-in hand-over code that is unknown, used, expired, of another organisation or browser */
  'ERR_HANDOVER_INVALID',
  // public surveys (/api/survey/{org}/{key})
  'ERR_SURVEY_LINK_INVALID',
  'ERR_SURVEY_NOT_FOUND',
  'ERR_SURVEY_EXPIRED',
  'ERR_SURVEY_ANSWERED',
  /** a product line with a negative quantity (spec 002 section 5) */
  'ERR_LINE_QUANTITY',
  /** a product line's discount outside 0..100 % or not whole (spec 002 section 5) */
  'ERR_LINE_DISCOUNT',
  'ERR_PROVIDER_NOT_CONFIGURED',
  'ERR_OAUTH_FAILED',
  'ERR_REDIRECT_NOT_ALLOWED',
  // Microsoft 365 (issue 24): identity, Outlook calendars, OneDrive
  'ERR_MICROSOFT_NOT_CONFIGURED',
  'ERR_MICROSOFT_NOT_CONNECTED',
  /** the refresh token was refused (expired, revoked): the user must connect again */
  'ERR_MICROSOFT_RECONNECT',
  /** Microsoft could not be reached or answered an error (after bounded retries) */
  'ERR_MICROSOFT_FAILED',
  'ERR_MICROSOFT_ITEM_NOT_FOUND',
  'ERR_MICROSOFT_NAME_TAKEN',
  /** the organisation turned this Microsoft 365 feature off (inu_orgsettings.microsoftfeatures) */
  'ERR_MICROSOFT_FEATURE_OFF',
  'ERR_FORBIDDEN',
  // administration (issue 18)
  'ERR_LAST_ADMIN',
  'ERR_SELF_DISABLE',
  'ERR_VIEW_AS_READ_ONLY',
  // files
  'ERR_FILE_TOO_LARGE',
  'ERR_FILE_EMPTY',
  'ERR_FILE_NOT_IMAGE',
  /** an image whose header declares too many pixels: {field, width, height, maxSide, maxMegapixels} */
  'ERR_IMAGE_TOO_LARGE',
  'ERR_NOT_FILE_FIELD',
  'ERR_FILE_NOT_FOUND',
  'ERR_FILE_LINK_INVALID',
  'ERR_FILE_LINK_EXPIRED',
  // the local drive of the Cloud files panel (issue 24)
  'ERR_DRIVE_NAME_INVALID',
  'ERR_DRIVE_NAME_RESERVED',
  'ERR_DRIVE_NAME_TAKEN',
  'ERR_DRIVE_ITEM_NOT_FOUND',
  'ERR_DRIVE_FOLDER_NOT_FOUND',
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
