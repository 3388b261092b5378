import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const localesDir = new URL('../../../locales/', import.meta.url);

/**
 * The export namespace: every key the code asks for exists, and the spec's texts keep their
 * wording. That every language has the same keys, parameters and no empty text is checked for
 * all namespaces in api/src/i18n/locales.test.ts.
 */
const read = (language: string) =>
  JSON.parse(readFileSync(new URL(`${language}/export.json`, localesDir), 'utf8')) as Record<string, unknown>;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every t('key') and t(`key.${...}`) prefix in this folder's source files. */
function usedKeys(): { exact: Set<string>; prefixes: Set<string> } {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  const folder = new URL('./', import.meta.url);
  for (const file of readdirSync(folder)) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
    const source = readFileSync(new URL(file, folder), 'utf8');
    for (const [, key] of source.matchAll(/\bt\('(?:export:)?([\w.-]+)'/g)) if (key) exact.add(key);
    for (const [, key] of source.matchAll(/\bt\(`(?:export:)?([\w.-]+)\.\$\{/g)) if (key) prefixes.add(key);
  }
  return { exact, prefixes };
}

describe('the export texts', () => {
  const english = keys(read('en')).sort();

  it("keep the spec's English wording", () => {
    const texts = read('en') as {
      title: string;
      commands: Record<string, string>;
      dialog: { title: string };
    };
    expect(texts.title).toBe('Export Records');
    expect(texts.dialog.title).toBe('Export');
    expect(texts.commands).toEqual({ setupQuery: 'Setup Query', export: 'Export' });
  });

  it('cover every key the code asks for', () => {
    const { exact, prefixes } = usedKeys();
    expect(exact.size).toBeGreaterThan(40);
    const known = new Set(english);
    expect([...exact].filter((key) => !key.startsWith('fields:') && !known.has(key))).toEqual([]);
    for (const prefix of prefixes)
      expect(
        english.some((key) => key.startsWith(`${prefix}.`)),
        prefix,
      ).toBe(true);
  });
});
