/** Replaces the JSON files of tenant-templates/crm/sample/ with the generated ones and prints a summary. */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SampleFile } from './rows.js';

const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../tenant-templates/crm/sample',
);

export function writeSampleFiles(files: SampleFile[]): void {
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) if (name.endsWith('.json')) rmSync(path.join(outDir, name));
  files.sort((x, y) => x.file.localeCompare(y.file));
  let total = 0;
  for (const { file, entity, rows } of files) {
    writeFileSync(path.join(outDir, file), `${JSON.stringify({ entity, rows }, null, 2)}\n`);
    total += rows.length;
    process.stdout.write(`${file}: ${rows.length} rows\n`);
  }
  process.stdout.write(`${total} sample rows in ${files.length} files\n`);
}
