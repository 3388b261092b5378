import { readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { PdfError } from '../pdf/pdf-error.js';
import { documentErrorText } from './error-text.js';

async function translator(language: string): Promise<TFunction<'documents'>> {
  const texts = (lang: string) =>
    JSON.parse(readFileSync(new URL(`../../../../locales/${lang}/documents.json`, import.meta.url), 'utf8'));
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['documents'],
    defaultNS: 'documents',
    resources: { en: { documents: texts('en') }, [language]: { documents: texts(language) } },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'documents') as TFunction<'documents'>;
}

const tooTall = new PdfError('ERR_PDF_CANNOT_SPLIT_GRID', { row: '2.3', height: 900, available: 761 });

describe('the text of a failed document', () => {
  it.each([
    ['en', 'PDF cannot split grid to page: row 2.3 needs about 900 pt, a page holds 761 pt.'],
    ['sk', 'PDF nevie rozdeliť mriežku na stranu: riadok 2.3 potrebuje asi 900 pt, strana má 761 pt.'],
    ['cs', 'PDF nedokáže rozdělit mřížku na stránku: řádek 2.3 potřebuje asi 900 pt, stránka má 761 pt.'],
    [
      'de',
      'PDF kann das Raster nicht auf die Seite aufteilen: Zeile 2.3 braucht etwa 900 pt, eine Seite fasst 761 pt.',
    ],
  ])("says 'PDF cannot split grid to page' in %s", async (language, text) => {
    expect(documentErrorText(tooTall, await translator(language))).toBe(text);
  });

  it("keeps the spec's English as the message and any other error's own text", async () => {
    const t = await translator('de');
    expect(tooTall.message).toBe('PDF cannot split grid to page');
    expect(documentErrorText(new Error('Invalid formatted text'), t)).toBe('Invalid formatted text');
    expect(documentErrorText(new PdfError('ERR_PDF_UNKNOWN_TYPE'), t)).toBe('unbekannter Objekttyp');
  });
});
