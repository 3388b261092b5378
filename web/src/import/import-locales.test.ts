import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The 'import' namespace: every key the code names exists, no key is left that nothing uses,
 * and the spec's texts keep their wording. That every language has the same keys, parameters
 * and no empty text is checked for all namespaces in api/src/i18n/locales.test.ts.
 */
const folder = new URL('.', import.meta.url);

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([key, child]) =>
      flatten(child, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

const texts = {
  en: flatten(JSON.parse(readFileSync(new URL('../../../locales/en/import.json', import.meta.url), 'utf8'))),
};

const sources = readdirSync(folder)
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && file !== 'test-objects.ts')
  .map((file) => readFileSync(new URL(file, folder), 'utf8'))
  .join('\n');

/** Keys named literally: t('x.y'), message('x.y'); and the cell problems of convert-cell.ts. */
const usedKeys = new Set([
  ...[...sources.matchAll(/\b(?:t|message)\(\s*'([\w.]+)'/g)].map((match) => match[1] as string),
  ...[...sources.matchAll(/invalid\(\s*\w+,\s*\w+,\s*'(\w+)'/g)].map((match) => `cells.${match[1]}`),
]);
/** Keys built from a value: t(`modes.${mode}`). */
const dynamicPrefixes = ['modes.'];

describe('import locales', () => {
  it('has every key the code uses, and no other', () => {
    expect(usedKeys.size).toBeGreaterThan(50);
    for (const key of usedKeys) expect(texts.en[key], key).toBeTypeOf('string');
    const unused = Object.keys(texts.en).filter(
      (key) => !usedKeys.has(key) && !dynamicPrefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
    for (const mode of [0, 1, 2]) expect(texts.en[`modes.${mode}`]).toBeTypeOf('string');
  });

  it('keeps the product texts of the spec', () => {
    expect(texts.en.title).toBe('Import Records');
    expect(texts.en['commands.downloadTemplate']).toBe('Download Template');
    expect(texts.en['commands.uploadFile']).toBe('Upload File');
    expect(texts.en['commands.import']).toBe('Import');
    expect(texts.en['commands.close']).toBe('Close');
    expect(texts.en.matchBy).toBe('Find Matching Records By');
    expect(texts.en.matchMode).toBe('Matching Records');
    expect([texts.en['modes.0'], texts.en['modes.1'], texts.en['modes.2']]).toEqual([
      'Update Existing',
      'Skip Existing',
      'Create New',
    ]);
    expect(texts.en.confirm).toBe(
      'Import will Create {{creates}} record(s) Update {{updates}} record(s) continue?',
    );
    expect(texts.en['result.imported']).toBe('Imported: {{n}} records');
    expect(texts.en['result.errors']).toBe('Errors: {{n}}');
  });
});
