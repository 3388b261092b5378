import { type Logger, pino } from 'pino';

export type { Logger };

/** JSON logs on stdout; one logger per process, children per request or module. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers["access-token"]', 'req.headers.cookie', 'password', '*.password'],
      censor: '[redacted]',
    },
  });
}

/** A logger that drops everything: for the CLI and tests that only care about results. */
export const silentLogger: Logger = pino({ level: 'silent' });
