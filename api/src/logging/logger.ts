import { type DestinationStream, type Logger, pino } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/**
 * Whether log lines are for people: LOG_FORMAT=pretty or json decides; otherwise a terminal
 * outside production gets readable lines and everything else (files, pipes, CI) JSON.
 */
export function wantsPrettyLogs(
  env: NodeJS.ProcessEnv = process.env,
  isTty = Boolean(process.stdout.isTTY),
): boolean {
  if (env.LOG_FORMAT === 'pretty') return true;
  if (env.LOG_FORMAT === 'json') return false;
  return isTty && env.NODE_ENV !== 'production';
}

/** JSON logs on stdout (readable lines in a terminal); one logger per process, children per request or module. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: ['req.headers["access-token"]', 'req.headers.cookie', 'password', '*.password'],
      censor: '[redacted]',
    },
  };
  if (!wantsPrettyLogs()) return pino(options);
  // in this process, not a worker-thread transport: lines stay in order with the start-up text
  const stream: DestinationStream = pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
  });
  return pino(options, stream);
}

/** A logger that drops everything: for the CLI and tests that only care about results. */
export const silentLogger: Logger = pino({ level: 'silent' });
