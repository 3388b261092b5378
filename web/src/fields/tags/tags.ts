/**
 * Tag fields hold semicolon-separated unique labels, sorted (spec 000 section 5). Commas also
 * split on reading: older data (the crm sample accounts) was typed comma-separated, and a tag
 * containing a separator could never be stored distinctly anyway.
 */
const separators = /[;,]/;

/** Unique labels, sorted case-insensitively; duplicates differing only in case collapse. */
export function normaliseTags(labels: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const raw of labels) {
    const label = raw.trim();
    if (label && !byKey.has(label.toLocaleLowerCase())) byKey.set(label.toLocaleLowerCase(), label);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}

export function parseTags(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return normaliseTags(value.split(separators));
}

/** The stored text; null when no tag is left, so an emptied field reads as empty. */
export function serialiseTags(labels: string[]): string | null {
  const list = normaliseTags(labels);
  return list.length ? list.join(';') : null;
}

/** Adds what the user typed (which may itself hold several separated labels). */
export function addTags(value: unknown, typed: string): string | null {
  return serialiseTags([...parseTags(value), ...typed.split(separators)]);
}

export function removeTag(value: unknown, label: string): string | null {
  return serialiseTags(
    parseTags(value).filter((tag) => tag.toLocaleLowerCase() !== label.toLocaleLowerCase()),
  );
}

/** The chips to show and how many more there are, for a display limited to maxItems. */
export function visibleTags(
  labels: string[],
  maxItems: number | undefined,
): { shown: string[]; more: number } {
  if (maxItems === undefined || maxItems < 0 || labels.length <= maxItems) return { shown: labels, more: 0 };
  return { shown: labels.slice(0, maxItems), more: labels.length - maxItems };
}
