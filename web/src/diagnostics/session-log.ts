/**
 * The session error log of spec 001 section 4: every error of this tab's session appended as
 * one tab-separated line (level, time, context, text), kept in sessionStorage so that a reload
 * keeps it and closing the tab ends it. Over 1,000,000 characters the older half is dropped.
 * The profile menu's 'Download session log' hands it to the user or to support.
 */
export type LogLevel = 'error' | 'warning' | 'info';

const storageKey = 'strata.sessionLog';
export const maxLogCharacters = 1_000_000;

/** Tabs and line breaks inside a field would split the line: written as \t, \n and \\. */
function field(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\r?\n/g, '\\n');
}

export function readSessionLog(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}

/** The newer half of the log's lines (whole lines: a line is never cut). */
function newerHalf(log: string): string {
  const lines = log.split('\n').filter(Boolean);
  return `${lines.slice(Math.ceil(lines.length / 2)).join('\n')}\n`;
}

export function appendToSessionLog(level: LogLevel, context: string, text: string, at = new Date()): void {
  const line = `${[level, at.toISOString(), field(context), field(text)].join('\t')}\n`;
  let log = readSessionLog() + line;
  while (log.length > maxLogCharacters && log.includes('\n', log.indexOf('\n') + 1)) log = newerHalf(log);
  try {
    sessionStorage.setItem(storageKey, log);
  } catch {
    // storage full or refused: the log is a help, never a reason to fail
  }
}
