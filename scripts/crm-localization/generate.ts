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
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { templateNames } from './template-names.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const templateDir = path.join(here, '../../tenant-templates/crm');
const output = path.join(templateDir, 'seed/03_inu_localize.json');
const languages = ['sk', 'cs', 'de'] as const;

function readTable(): Map<string, Record<(typeof languages)[number], string>> {
  const [header, ...lines] = readFileSync(path.join(here, 'translations.tsv'), 'utf8').split('\n');
  if (header?.trim() !== ['en', ...languages].join('\t'))
    throw new Error('translations.tsv: header must be en sk cs de');
  const table = new Map<string, Record<(typeof languages)[number], string>>();
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const [en, sk, cs, de] = line.split('\t');
    if (!en || !sk || !cs || !de) throw new Error(`translations.tsv line ${index + 2}: four texts needed`);
    table.set(en, { sk, cs, de });
  });
  return table;
}

const table = readTable();
const names = templateNames(templateDir);
const missing = [...new Set(names.filter(({ source }) => !table.has(source)).map(({ source }) => source))];
if (missing.length > 0) {
  console.error(
    `translations.tsv lacks ${missing.length} text(s):\n${missing.map((text) => `  ${text}`).join('\n')}`,
  );
  process.exit(1);
}
const rows = languages.flatMap((lang) =>
  names.map(({ key, source }) => ({ name: key, lang, text: table.get(source)?.[lang] ?? source })),
);
writeFileSync(output, `${JSON.stringify({ entity: 'inu_localize', rows }, null, 2)}\n`);
console.log(
  `${path.relative(process.cwd(), output)}: ${rows.length} rows (${names.length} names x ${languages.length})`,
);
