import { isAppError } from '@strata/api/errors/app-error';
import { errorMessage } from '@strata/api/i18n/error-message';
import { printJson } from '../ui/output.js';

/**
 * With --json, a coded failure is also one JSON document on stdout ({error: {code, message,
 * problems}}), so a script reads why without parsing stderr; the error then goes on to the
 * usual handling (message on stderr, exit code 1).
 */
export function jsonFailures<Args extends unknown[]>(run: (...args: Args) => Promise<void>) {
  return async (...args: Args) => {
    try {
      await run(...args);
    } catch (error) {
      const options = args.find((arg) => typeof arg === 'object' && arg !== null && 'json' in arg) as
        | { json?: boolean }
        | undefined;
      if (options?.json && isAppError(error)) {
        printJson({
          error: {
            code: error.code,
            message: errorMessage(error.code, error.params, 'en'),
            ...error.details,
          },
        });
      }
      throw error;
    }
  };
}
