import type { ErrorCode } from '../contract/error-codes.js';

/** The HTTP status of every error code; the compiler insists each code is listed. */
export function httpStatusFor(code: ErrorCode): number {
  switch (code) {
    case 'ERR_VALIDATION':
    case 'ERR_BAD_JSON':
    case 'ERR_ORG_REQUIRED':
    case 'ERR_ORG_NAME_INVALID':
    case 'ERR_ORG_NAME_RESERVED':
    case 'ERR_TEMPLATE_INVALID':
    case 'ERR_METADATA_INVALID':
    case 'ERR_NAME_INVALID':
    case 'ERR_OBJECT_NOT_FOUND':
    case 'ERR_FIELD_NOT_FOUND':
    case 'ERR_TYPE_CHANGE':
    case 'ERR_MAGIC_BROKEN':
    case 'ERR_PASSWORD_WRONG':
    case 'ERR_PUZZLE_INVALID':
    case 'ERR_OAUTH_FAILED':
    case 'ERR_REDIRECT_NOT_ALLOWED':
    case 'ERR_REFERENCE':
    case 'ERR_FILE_EMPTY':
    case 'ERR_NOT_FILE_FIELD':
      return 400;
    case 'ERR_UNAUTHORIZED':
    case 'ERR_LOGIN_FAILED':
      return 401;
    case 'ERR_FORBIDDEN':
    case 'ERR_MUST_CHANGE_PWD':
    case 'ERR_ORG_SUSPENDED':
    case 'ERR_FILE_LINK_INVALID':
    case 'ERR_FILE_LINK_EXPIRED':
      return 403;
    case 'ERR_ROUTE_NOT_FOUND':
    case 'ERR_ORG_NOT_FOUND':
    case 'ERR_TEMPLATE_NOT_FOUND':
    case 'ERR_PROVIDER_NOT_CONFIGURED':
    case 'ERR_RECORD_NOT_FOUND':
    case 'ERR_FILE_NOT_FOUND':
      return 404;
    case 'ERR_ORG_EXISTS':
    case 'ERR_8001':
    case 'ERR_DUPLICATE':
    case 'ERR_ORG_PROVISIONING':
      return 409;
    case 'ERR_MAGIC_TIMEOUT':
      return 410;
    case 'ERR_PAYLOAD_TOO_LARGE':
    case 'ERR_FILE_TOO_LARGE':
      return 413;
    case 'ERR_FILE_NOT_IMAGE':
      return 415;
    case 'ERR_RATE_LIMITED':
      return 429;
    case 'ERR_INTERNAL':
      return 500;
    case 'ERR_DB_UNAVAILABLE':
      return 503;
  }
}
