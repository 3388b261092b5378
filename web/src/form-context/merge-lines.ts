import type { RecordValues } from '../data/data-api';
import { mergeServerRecord } from './record-changes';

/** A row a panel edits (a budget line, a cart line): the server's version it was read at. */
export type EditedLine = {
  /** Stable across reads: the record id, or a client id until the line is saved. */
  key: string;
  /** Empty for a line added here and not saved yet. */
  id?: string | null;
  versionnumber?: number | null;
  /** The editable fields as the server had them when read; empty for a line added here. */
  base?: RecordValues | null;
};

const pick = (line: object, fields: readonly string[]): RecordValues =>
  Object.fromEntries(fields.map((field) => [field, (line as Record<string, unknown>)[field]]));

/**
 * The server's lines merged into a panel's unsaved ones by the form's rule (spec 000 section 4,
 * ERR_8001): a line left alone here follows the server (or goes, when deleted there), a line
 * added elsewhere appears, and on a line edited here the server's changes to the fields left
 * alone are adopted with its version. Fields both sides changed keep the user's value and make
 * the line a conflict, for the panel to show; nothing the user typed is replaced.
 */
export function mergeServerLines<Line extends EditedLine>(
  mine: readonly Line[],
  server: readonly Line[],
  options: { fields: readonly string[]; edited: (line: Line) => boolean },
): { lines: Line[]; conflicts: Line[] } {
  const fresh = new Map(server.flatMap((line) => (line.id ? [[line.id, line] as const] : [])));
  const lines: Line[] = [];
  const conflicts: Line[] = [];
  for (const line of mine) {
    if (!line.id) {
      lines.push(line);
      continue;
    }
    const theirs = fresh.get(line.id);
    fresh.delete(line.id);
    if (!options.edited(line)) {
      if (theirs) lines.push(theirs);
      continue;
    }
    // edited here and deleted there: kept, so the save names the line instead of losing it
    if (!theirs || theirs.versionnumber === line.versionnumber) {
      lines.push(line);
      continue;
    }
    const merge = mergeServerRecord(
      line.base ?? pick(line, options.fields),
      pick(line, options.fields),
      pick(theirs, options.fields),
    );
    const merged: Line = { ...line, ...merge.merged, versionnumber: theirs.versionnumber, base: theirs.base };
    lines.push(merged);
    if (merge.conflicts.length > 0) conflicts.push(merged);
  }
  for (const theirs of fresh.values()) lines.push(theirs);
  return { lines, conflicts };
}
