/**
 * Writes locales/{en,sk,cs,de}/system-names.json: the shipped names of the platform's own
 * entities (systemuser, inu_changehandler, ...; every object the tenant migrations create), their
 * fields and options, and the labels of the views the migrations ship for them (form tabs, list
 * and form names), keyed like inu_localize rows (docs/localization.md). en holds the English
 * text each translation was made from; the server applies a translation only while the name
 * still has that text. Rerun after a tenant migration adds or renames a name:
 *
 *   node --conditions=source --import tsx scripts/system-localization/generate.ts
 *
 * translations.tsv maps an English text to sk, cs and de; overrides.tsv gives one key its own
 * texts where the English word needs another in context. A name without a text is listed and
 * nothing is written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allProperties } from '@strata/api/contract/base-properties';
import { translatableNames } from '@strata/api/contract/localization-keys';
import { systemObjects } from '@strata/api/migrations/system-objects';
import { systemViews } from '@strata/api/migrations/system-views';
import { readTranslationTable } from '../localization-common/translation-table.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const localesDir = path.join(here, '../../locales');
const languages = ['sk', 'cs', 'de'] as const;

/** {"field.systemuser.name": "Meno"} -> {"field": {"systemuser": {"name": "Meno"}}}, as locales/ nest. */
function nest(flat: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] === 'string') throw new Error(`${key}: a key is a prefix of another`);
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] as string] = text;
  }
  return root;
}

const texts = readTranslationTable(path.join(here, 'translations.tsv'), 'en', languages);
const overrides = readTranslationTable(path.join(here, 'overrides.tsv'), 'key', languages);
const names = translatableNames({
  objects: [...systemObjects().values()].map((object) => ({ ...object, properties: allProperties(object) })),
  views: systemViews(),
});
const unknownOverrides = [...overrides.keys()].filter((key) => !names.some((name) => name.key === key));
const missing = [
  ...new Set(names.filter((n) => !overrides.has(n.key) && !texts.has(n.source)).map((n) => n.source)),
];
if (missing.length > 0 || unknownOverrides.length > 0) {
  if (missing.length) console.error(`translations.tsv lacks:\n${missing.map((t) => `  ${t}`).join('\n')}`);
  if (unknownOverrides.length) console.error(`overrides.tsv names no system name: ${unknownOverrides}`);
  process.exit(1);
}
const write = (language: string, flat: Record<string, string>) => {
  const file = path.join(localesDir, language, 'system-names.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(nest(flat), null, 2)}\n`);
  console.log(`${path.relative(process.cwd(), file)}: ${Object.keys(flat).length} names`);
};
write('en', Object.fromEntries(names.map(({ key, source }) => [key, source])));
for (const language of languages) {
  write(
    language,
    Object.fromEntries(
      names.map(({ key, source }) => [key, (overrides.get(key) ?? texts.get(source))?.[language] ?? source]),
    ),
  );
}
