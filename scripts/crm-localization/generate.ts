/**
 * Writes tenant-templates/crm/seed/03_inu_localize.json: the sk, cs and de translations of every
 * name of the crm template (docs/localization.md), generated from the template's own files and
 * translations.tsv (English text -> sk, cs, de). Rerun after changing the template:
 *
 *   node --conditions=source --import tsx scripts/crm-localization/generate.ts
 *
 * A name whose English text has no row in translations.tsv is listed and nothing is written,
 * so the template never ships a half-translated demo.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTranslationTable, stopOnMissing } from '../localization-common/translation-table.js';
import { templateNames } from './template-names.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const templateDir = path.join(here, '../../tenant-templates/crm');
const output = path.join(templateDir, 'seed/03_inu_localize.json');
const languages = ['sk', 'cs', 'de'] as const;

const tableFile = path.join(here, 'translations.tsv');
const table = readTranslationTable(tableFile, 'en', languages);
const names = templateNames(templateDir);
const missing = [...new Set(names.filter(({ source }) => !table.has(source)).map(({ source }) => source))];
stopOnMissing(tableFile, missing);
const rows = languages.flatMap((lang) =>
  names.map(({ key, source }) => ({ name: key, lang, text: table.get(source)?.[lang] ?? source })),
);
writeFileSync(output, `${JSON.stringify({ entity: 'inu_localize', rows }, null, 2)}\n`);
console.log(
  `${path.relative(process.cwd(), output)}: ${rows.length} rows (${names.length} names x ${languages.length})`,
);
