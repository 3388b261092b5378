import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A translations.tsv of the localization generators (scripts/*-localization): a header of
 * `first` and the languages, then a row per text: the text in the first column and one
 * translation per language, tab-separated. A row short of a text, or a first column twice,
 * stops the generator with the line's number.
 */
export function readTranslationTable<Language extends string>(
  file: string,
  first: string,
  languages: readonly Language[],
): Map<string, Record<Language, string>> {
  const name = path.basename(file);
  const [header, ...lines] = readFileSync(file, 'utf8').split('\n');
  if (header?.trim() !== [first, ...languages].join('\t'))
    throw new Error(`${name}: header must be ${[first, ...languages].join(' ')}`);
  const table = new Map<string, Record<Language, string>>();
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const [key, ...texts] = line.split('\t');
    if (!key || texts.length < languages.length || texts.some((text) => !text))
      throw new Error(`${name} line ${index + 2}: ${languages.length + 1} texts needed`);
    if (table.has(key)) throw new Error(`${name} line ${index + 2}: ${key} twice`);
    table.set(
      key,
      Object.fromEntries(languages.map((language, i) => [language, texts[i]])) as Record<Language, string>,
    );
  });
  return table;
}

/** Lists the texts a table lacks and stops the generator before it writes anything. */
export function stopOnMissing(file: string, missing: readonly string[]): void {
  if (missing.length === 0) return;
  console.error(
    `${path.basename(file)} lacks ${missing.length} text(s):\n${missing.map((text) => `  ${text}`).join('\n')}`,
  );
  process.exit(1);
}
