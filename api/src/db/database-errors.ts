import { unsafeTextReason } from '../contract/safe-text.js';
import { AppError } from '../errors/app-error.js';
import { constraintRefused, databaseUnavailable, validationError } from '../errors/common-errors.js';

type PgErrorLike = {
  code?: unknown;
  column?: unknown;
  constraint?: unknown;
  table?: unknown;
  detail?: unknown;
};

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
 * The columns a unique or foreign key names in PostgreSQL's detail, `Key (email)=(…) already
 * exists` or `Key (lower(email::text))=(…)`: the identifiers that are neither a function nor a
 * type after `::`. Column names are the fields' logical names, as users and clients see them.
 */
export function keyColumns(detail: unknown): string | undefined {
  if (typeof detail !== 'string') return undefined;
  const key = /^Key \((.+?)\)=\(/.exec(detail)?.[1];
  if (!key) return undefined;
  const names = [...key.matchAll(/(::\s*)?\b([a-z_][a-z0-9_]*)\b(\s*\()?/g)]
    .filter((match) => !match[1] && !match[3])
    .map((match) => match[2] ?? '');
  return names.length > 0 ? [...new Set(names)].join(', ').slice(0, 200) : undefined;
}

/** The translated reason (locales/xx/errors.json reasons) of the SQLSTATEs that have their own. */
const validationReasons: Record<string, string> = {
  '23502': 'required',
  '22001': 'tooLong',
  '22003': 'range',
  // a NUL in text (22021), or "\u0000" in jsonb (22P05): what contract/safe-text.ts refuses
  '22021': unsafeTextReason,
  '22P05': unsafeTextReason,
};

/**
 * Maps the PostgreSQL errors a client's input can cause to coded errors naming the field (the
 * column, which is the field's logical name) when PostgreSQL says which. PostgreSQL's own names
 * and texts (constraints, tables, messages) never go into a coded error: they say nothing a user
 * can act on and tell how the database is laid out. Class 22 (data exceptions: a value the
 * column or a cast cannot take, a NUL in text) is always the input's fault, never an outage.
 * Anything else is a bug or an outage and stays unmapped (logged, hidden).
 */
export function toAppErrorFromDatabase(error: unknown): AppError | undefined {
  if (isConnectionFailure(error)) return databaseUnavailable(error);
  const pgError = findPgError(error);
  if (!pgError || typeof pgError.code !== 'string') return undefined;
  const code = pgError.code;
  const column = typeof pgError.column === 'string' ? pgError.column : undefined;
  const field = column ?? keyColumns(pgError.detail);
  if (code === '23505') return constraintRefused('ERR_DUPLICATE', field, error);
  if (code === '23503') return constraintRefused('ERR_REFERENCE', field, error);
  if (code.startsWith('22') || code === '23502' || code === '23514') {
    const reason = validationReasons[code] ?? 'value';
    return validationError({ field: field ?? 'value', reason }, field ? { field } : {}, error);
  }
  // query_canceled: the statement ran past the pool's statement_timeout (FETCH_TIMEOUT_SECONDS)
  if (code === '57014') return new AppError('ERR_QUERY_TIMEOUT', {}, {}, { cause: error });
  return undefined;
}
