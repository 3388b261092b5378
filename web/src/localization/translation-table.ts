import { type Language, supportedLanguages } from '@strata/api/contract/languages';
import type { TranslatableName } from '@strata/api/contract/localization-keys';

/** An inu_localize row as the editor loads it. */
export type TranslationRow = {
  id: string;
  name: string;
  lang: string;
  text: string | null;
  versionnumber: number;
};

/** One line of the grid: a name, its source text and its row per language (when there is one). */
export type GridLine = TranslatableName & { rows: Partial<Record<Language, TranslationRow>> };

export const languages = supportedLanguages;

/** The grid: every translatable name with its rows; rows of names no longer in use are left out. */
export function gridLines(names: readonly TranslatableName[], rows: readonly TranslationRow[]): GridLine[] {
  const byName = new Map<string, Partial<Record<Language, TranslationRow>>>();
  for (const row of rows) {
    if (!(languages as readonly string[]).includes(row.lang)) continue;
    const entry = byName.get(row.name) ?? {};
    entry[row.lang as Language] = row;
    byName.set(row.name, entry);
  }
  return names.map((name) => ({ ...name, rows: byName.get(name.key) ?? {} }));
}

/**
 * The text Strata ships for a system entity's name in a language (docs/localization.md): it
 * applies until the organisation writes its own row, or renames the name in English (an en row).
 */
export const shippedText = (line: GridLine, language: Language): string | undefined =>
  line.rows.en?.text ? undefined : line.defaults?.[language];

/**
 * A name lacks a language when it has no row with a text in it (English falls back to the
 * source) and Strata ships none: a system name's shipped text counts as present.
 */
export const isMissing = (line: GridLine, language: Language) =>
  !line.rows[language]?.text && !shippedText(line, language);

/** What a language's cell shows while it has no row: the shipped text, else the English one. */
export const fallbackText = (line: GridLine, language: Language): string =>
  language === 'en' ? line.source : (shippedText(line, language) ?? line.rows.en?.text ?? line.source);

/** How many names lack a translation, per language (English counts too: an override is optional). */
export function missingCounts(lines: readonly GridLine[]): Record<Language, number> {
  const counts = Object.fromEntries(languages.map((language) => [language, 0])) as Record<Language, number>;
  for (const line of lines)
    for (const language of languages) if (isMissing(line, language)) counts[language]++;
  return counts;
}

export type GridFilter = { search: string; missingIn: Language | '' };

/** The lines a filter keeps: missing in a language, and the search found in the key or any text. */
export function filterLines(lines: readonly GridLine[], filter: GridFilter): GridLine[] {
  const search = filter.search.trim().toLocaleLowerCase();
  return lines.filter((line) => {
    if (filter.missingIn && !isMissing(line, filter.missingIn)) return false;
    if (!search) return true;
    const texts = [line.key, line.source, ...languages.map((language) => line.rows[language]?.text ?? '')];
    return texts.some((text) => text.toLocaleLowerCase().includes(search));
  });
}
