import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localesDir } from '../config/paths.js';
import { errorCodes } from '../contract/error-codes.js';
import { errorMessage } from './error-message.js';
import { pickLanguage, supportedLanguages } from './server-i18n.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Record<string, unknown>;

describe('locales', () => {
  const namespaces = readdirSync(path.join(localesDir, 'en')).filter((file) => file.endsWith('.json'));

  it.each(supportedLanguages.filter((l) => l !== 'en'))(
    '%s has every English key, and no others',
    (language) => {
      for (const file of namespaces) {
        expect(keys(read(language, file)).sort(), `${language}/${file}`).toEqual(
          keys(read('en', file)).sort(),
        );
      }
    },
  );

  const texts = (language: string, file: string): [string, string][] => {
    const all = read(language, file);
    return keys(all).map((key) => [
      key,
      String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], all)),
    ]);
  };
  const parameters = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

  it.each(supportedLanguages.filter((l) => l !== 'en'))(
    '%s fills the same {{parameters}} as English into each text',
    (language) => {
      for (const file of namespaces) {
        const translated = new Map(texts(language, file));
        for (const [key, english] of texts('en', file)) {
          expect(parameters(translated.get(key) ?? ''), `${language}/${file} ${key}`).toEqual(
            parameters(english),
          );
        }
      }
    },
  );

  it('has no empty text in any language', () => {
    for (const language of supportedLanguages) {
      for (const file of namespaces) {
        for (const [key, text] of texts(language, file)) {
          expect(text.trim().length, `${language}/${file} ${key}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('has a message for every error code in every language', () => {
    for (const language of supportedLanguages) {
      const errors = read(language, 'errors.json');
      for (const code of errorCodes) expect(errors[code], `${language} ${code}`).toBeTypeOf('string');
    }
  });

  it('fills parameters and translates reasons', () => {
    expect(errorMessage('ERR_ORG_NOT_FOUND', { name: 'acme' }, 'de')).toBe(
      'Organisation nicht gefunden: acme',
    );
    expect(errorMessage('ERR_VALIDATION', { field: 'email', reason: 'email' }, 'en')).toBe(
      'Invalid input for email: enter a valid email address',
    );
    expect(errorMessage('ERR_VALIDATION', { field: 'x', reason: 'expected an integer' }, 'en')).toBe(
      'Invalid input for x: expected an integer',
    );
  });

  it('names the field in ERR_DUPLICATE and ERR_REFERENCE when it is known', () => {
    expect(errorMessage('ERR_DUPLICATE', { field: 'email' }, 'en')).toBe(
      'A record with the same email already exists.',
    );
    expect(errorMessage('ERR_DUPLICATE', {}, 'en')).toBe('A record with the same value already exists.');
    expect(errorMessage('ERR_REFERENCE', { field: 'parentid' }, 'de')).toMatch(/^parentid verweist/);
    expect(errorMessage('ERR_VALIDATION', { field: 'person', reason: 'text' }, 'sk')).toMatch(/person.*NUL/);
  });

  it('picks the best supported language from Accept-Language', () => {
    expect(pickLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLanguage('fr-FR,fr;q=0.9,cs;q=0.5')).toBe('cs');
    expect(pickLanguage('en;q=0.1, sk;q=0.9')).toBe('sk');
    expect(pickLanguage('ja')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });
});
