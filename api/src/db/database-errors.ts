import { AppError } from '../errors/app-error.js';

type PgErrorLike = { code?: unknown; column?: unknown; constraint?: unknown; table?: unknown };

/**
 * slonik replaces some PostgreSQL errors with classes of its own and, for these, drops the
 * original (and with it the SQLSTATE); map them back so callers see one vocabulary.
 */
const slonikErrorStates: Record<string, string> = {
  InvalidInputError: '22P02',
  StatementTimeoutError: '57014',
  StatementCancelledError: '57014',
  IdleTransactionTimeoutError: '25P03',
  BackendTerminatedError: '57P01',
  BackendTerminatedUnexpectedlyError: '57P01',
};

/** Walks an error's cause chain for the PostgreSQL error underneath slonik's wrappers. */
export function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    const mapped = slonikErrorStates[errorClassName(candidate)];
    if (mapped && !candidate.cause) return { code: mapped };
    current = candidate.cause;
  }
  return undefined;
}

/** slonik's error classes keep the name "Error": the constructor tells them apart. */
function errorClassName(error: object): string {
  return (error as { constructor?: { name?: string } }).constructor?.name ?? '';
}

/** True when the error means the database cannot be reached at all. */
export function isConnectionFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; name?: unknown; cause?: unknown };
    const className = errorClassName(candidate);
    if (
      candidate.name === 'ConnectionError' ||
      ['ConnectionError', 'BackendTerminatedError', 'BackendTerminatedUnexpectedlyError'].includes(className)
    ) {
      return true;
    }
    if (typeof candidate.code === 'string') {
      if (['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(candidate.code)) {
        return true;
      }
      // 08xxx connection exceptions; 57P01 admin shutdown, 57P02 crash shutdown (a sibling
      // backend crashed), 57P03 cannot connect now (starting up, recovering after a crash)
      if (candidate.code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(candidate.code)) {
        return true;
      }
    }
    current = candidate.cause;
  }
  return false;
}

/**
 * Maps the PostgreSQL errors a client's input can cause to coded errors, keeping the offending
 * column or constraint. Anything else is a bug or an outage and stays unmapped (logged, hidden).
 */
export function toAppErrorFromDatabase(error: unknown): AppError | undefined {
  if (isConnectionFailure(error)) return new AppError('ERR_DB_UNAVAILABLE', {}, {}, { cause: error });
  const pgError = findPgError(error);
  if (!pgError || typeof pgError.code !== 'string') return undefined;
  const column = typeof pgError.column === 'string' ? pgError.column : undefined;
  const constraint = typeof pgError.constraint === 'string' ? pgError.constraint : undefined;
  const details = { ...(column ? { column } : {}), ...(constraint ? { constraint } : {}) };
  switch (pgError.code) {
    case '23505':
      return new AppError('ERR_DUPLICATE', {}, details, { cause: error });
    case '23503':
      return new AppError('ERR_REFERENCE', {}, details, { cause: error });
    case '23502':
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
    case '22023':
      return new AppError('ERR_VALIDATION', { reason: 'value' }, details, { cause: error });
    // query_canceled: the statement ran past the pool's statement_timeout (FETCH_TIMEOUT_SECONDS)
    case '57014':
      return new AppError('ERR_QUERY_TIMEOUT', {}, {}, { cause: error });
    default:
      return undefined;
  }
}
