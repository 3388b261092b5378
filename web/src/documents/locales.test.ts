import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const localesDir = new URL('../../../locales/', import.meta.url);
const english = JSON.parse(readFileSync(new URL('en/documents.json', localesDir), 'utf8')) as Record<
  string,
  unknown
>;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every t('key') and t(`key.${...}`) prefix in this folder's source files, sub-folders included. */
function usedKeys(folder: URL, found = { exact: new Set<string>(), prefixes: new Set<string>() }) {
  for (const entry of readdirSync(folder)) {
    const url = new URL(entry, folder);
    if (statSync(url).isDirectory()) {
      usedKeys(new URL(`${entry}/`, folder), found);
      continue;
    }
    if (!/\.tsx?$/.test(entry) || entry.includes('.test.')) continue;
    const source = readFileSync(url, 'utf8');
    for (const [, key] of source.matchAll(/\bt\('([\w.-]+)'/g)) if (key) found.exact.add(key);
    for (const [, key] of source.matchAll(/\bt\(`([\w.-]+)\.\$\{/g)) if (key) found.prefixes.add(key);
  }
  return found;
}

/**
 * The documents namespace covers every key its code asks for (that every language has the same
 * keys and parameters is checked for all namespaces in api/src/i18n/locales.test.ts).
 */
describe('the documents texts', () => {
  it('cover every key the code asks for', () => {
    const { exact, prefixes } = usedKeys(new URL('./', import.meta.url));
    expect(exact.size).toBeGreaterThan(20);
    const known = new Set(keys(english));
    expect([...exact].filter((key) => !known.has(key))).toEqual([]);
    for (const prefix of prefixes)
      expect(
        keys(english).some((key) => key.startsWith(`${prefix}.`)),
        prefix,
      ).toBe(true);
  });
});
