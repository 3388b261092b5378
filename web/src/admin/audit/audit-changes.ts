import { diffLines } from 'diff';

/** One line of a text change: kept, taken out or put in. */
export type DiffLine = { kind: 'same' | 'removed' | 'added'; text: string };

/** One field an audited update changed: short values old → new, long texts as a line diff. */
export type FieldChange =
  | { field: string; kind: 'value'; old: string; new: string }
  | { field: string; kind: 'text'; lines: DiffLine[] };

/** Lines kept around a change; longer runs of unchanged lines fold to these. */
const context = 3;

/**
 * The text of a value as people read it: a script view's body `{"source": ...}` as its source,
 * other JSON pretty-printed, anything else as it is.
 */
function readable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return JSON.stringify(value);
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    const parsed = JSON.parse(trimmed) as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as { source?: unknown }).source === 'string') {
      return (parsed as { source: string }).source;
    }
    return JSON.stringify(parsed, null, 2);
  } catch {
    return value;
  }
}

const isLong = (text: string) => text.includes('\n') || text.length > 120;

/** The line diff of two texts, unchanged runs longer than twice the context folded to '…'. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const part of diffLines(before, after)) {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    const texts = part.value.replace(/\n$/, '').split('\n');
    if (kind === 'same' && texts.length > 2 * context + 1) {
      const head = lines.length === 0 ? [] : texts.slice(0, context);
      const tail = texts.slice(-context);
      for (const text of head) lines.push({ kind, text });
      lines.push({ kind, text: '…' });
      for (const text of tail) lines.push({ kind, text });
    } else for (const text of texts) lines.push({ kind, text });
  }
  return lines;
}

/**
 * What an audit record's body says was changed (records/update-record.ts writes
 * `{changes: {field: {old, new}}}` for an update): the fields in their order; nothing for a
 * body of another shape.
 */
export function auditChanges(body: unknown): FieldChange[] {
  if (typeof body !== 'string') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const changes = (parsed as { changes?: unknown } | null)?.changes;
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, { old?: unknown; new?: unknown }>).map(
    ([field, change]) => {
      const before = readable(change?.old);
      const after = readable(change?.new);
      return isLong(before) || isLong(after)
        ? { field, kind: 'text', lines: lineDiff(before, after) }
        : { field, kind: 'value', old: before, new: after };
    },
  );
}
