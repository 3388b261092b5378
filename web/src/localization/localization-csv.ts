import { isLanguage, type Language } from '@strata/api/contract/languages';
import Papa from 'papaparse';
import { chooseSeparator } from '../import/csv-table';
import { csvDocument } from '../ui/csv-document';
import { type GridLine, languages } from './translation-table';

/** A translation the file gives: the name, the language and the text. */
export type CsvTranslation = { key: string; lang: Language; text: string };
/** A line of the file that is not imported, by its line number in the file (the header is 1). */
export type CsvProblem = {
  line: number;
  problem: 'unknownName' | 'unknownLanguage' | 'noName';
  value: string;
};

/** The export: a header name;source;en;sk;cs;de and a line per name; what a translator fills in. */
export function localizationCsv(lines: readonly GridLine[]): string {
  return csvDocument([
    ['name', 'source', ...languages],
    ...lines.map((line) => [
      line.key,
      line.source,
      ...languages.map((language) => line.rows[language]?.text ?? ''),
    ]),
  ]);
}

/**
 * Reads a localization CSV in either shape: wide (name, then a column per language, as
 * exported) or long (name;lang;text, one translation a line). Empty texts change nothing. Lines
 * naming what the organisation does not have, or a language Strata does not speak, are reported
 * by line and the rest is kept.
 */
export function parseLocalizationCsv(
  text: string,
  knownNames: ReadonlySet<string>,
): { translations: CsvTranslation[]; problems: CsvProblem[] } {
  const { separator, body } = chooseSeparator(text.replace(/^\uFEFF/, ''));
  const parsed = Papa.parse<string[]>(body, { delimiter: separator, skipEmptyLines: 'greedy' });
  const [header = [], ...data] = parsed.data;
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const nameColumn = columns.indexOf('name');
  const translations: CsvTranslation[] = [];
  const problems: CsvProblem[] = [];
  if (nameColumn < 0) return { translations, problems: [{ line: 1, problem: 'noName', value: '' }] };
  const langColumn = columns.indexOf('lang');
  const textColumn = columns.indexOf('text');
  const long = langColumn >= 0 && textColumn >= 0;
  // wide files: every column but name and source is a language; unknown ones are reported once
  const languageColumns = long
    ? []
    : columns.flatMap((column, index) =>
        index === nameColumn || column === 'source' ? [] : [{ column, index }],
      );
  for (const { column } of languageColumns) {
    if (!isLanguage(column)) problems.push({ line: 1, problem: 'unknownLanguage', value: column });
  }
  data.forEach((cells, index) => {
    const line = index + 2;
    const key = (cells[nameColumn] ?? '').trim();
    if (!knownNames.has(key)) {
      problems.push({ line, problem: 'unknownName', value: key });
      return;
    }
    if (long) {
      const lang = (cells[langColumn] ?? '').trim().toLowerCase();
      if (!isLanguage(lang)) problems.push({ line, problem: 'unknownLanguage', value: lang });
      else if (cells[textColumn]?.trim())
        translations.push({ key, lang, text: (cells[textColumn] ?? '').trim() });
      return;
    }
    for (const { column, index: cellIndex } of languageColumns) {
      const value = (cells[cellIndex] ?? '').trim();
      if (isLanguage(column) && value) translations.push({ key, lang: column, text: value });
    }
  });
  return { translations, problems };
}
