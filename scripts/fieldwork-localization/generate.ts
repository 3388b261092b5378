/**
 * Writes tenant-templates/fieldwork/seed/03_inu_localize.json: translations of every name of
 * the fieldwork template (docs/localization.md). The template is Slovak, but the platform's
 * own fields (Created By, Owner, ...) keep their English names, so translations.tsv maps each
 * source text to all four languages and a row is written wherever the text differs from the
 * source. Rerun after changing the template:
 *
 *   node --conditions=source --import tsx scripts/fieldwork-localization/generate.ts
 *
 * A source text without a row in translations.tsv is listed and nothing is written.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { templateNames } from '../crm-localization/template-names.js';
import { readTranslationTable, stopOnMissing } from '../localization-common/translation-table.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const templateDir = path.join(here, '../../tenant-templates/fieldwork');
const output = path.join(templateDir, 'seed/03_inu_localize.json');
const languages = ['en', 'sk', 'cs', 'de'] as const;

const tableFile = path.join(here, 'translations.tsv');
const table = readTranslationTable(tableFile, 'source', languages);
const names = templateNames(templateDir);
const missing = [...new Set(names.filter(({ source }) => !table.has(source)).map(({ source }) => source))];
stopOnMissing(tableFile, missing);
// a language without a row of its own falls back to the English one (docs/localization.md):
// once a name has an English text, every language gets its row, Slovak included
const rows = languages.flatMap((lang) =>
  names.flatMap(({ key, source }) => {
    const texts = table.get(source) as Record<(typeof languages)[number], string>;
    return texts[lang] !== source || texts.en !== source ? [{ name: key, lang, text: texts[lang] }] : [];
  }),
);
writeFileSync(output, `${JSON.stringify({ entity: 'inu_localize', rows }, null, 2)}\n`);
console.log(`${path.relative(process.cwd(), output)}: ${rows.length} rows for ${names.length} names`);
