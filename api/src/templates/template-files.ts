import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatStoredFile, maxUploadBytes } from '../contract/stored-file.js';
import type { TemplateFile, TemplateRows } from './loaded-template.js';
import type { ProblemList } from './template-problem.js';

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const fileNamePattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bytes' SHA-256 shaped as a UUID v4 (version and variant bits set), as blob ids are. */
function blobIdOf(data: Buffer): string {
  const hex = createHash('sha256').update(data).digest('hex').slice(0, 32).split('');
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function fileReference(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const name = (value as { templateFile?: unknown }).templateFile;
  return keys.length === 1 && typeof name === 'string' ? name : undefined;
}

/**
 * Seed rows with `{"templateFile": "logo.png"}` values: each becomes the stored-file reference
 * of `files/logo.png`, which is listed for provisioning to store. The row must have a fixed id
 * (a template refers to it, and the blob records where it belongs). Problems go to the list.
 */
export function resolveTemplateFiles(
  dir: string,
  sets: readonly TemplateRows[],
  problems: ProblemList,
): { sets: TemplateRows[]; files: TemplateFile[] } {
  const files: TemplateFile[] = [];
  const resolved = sets.map((set) => ({
    ...set,
    rows: set.rows.map((row, index) => {
      const copy: Record<string, unknown> = { ...row };
      for (const [field, value] of Object.entries(row)) {
        const name = fileReference(value);
        if (name === undefined) continue;
        const at = [index, field];
        const full = path.join(dir, 'files', name);
        const type = contentTypes[path.extname(name).toLowerCase()];
        if (!fileNamePattern.test(name) || !type) {
          problems.add(set.file, at, `${name}: a file name in files/ with a known extension`);
        } else if (typeof row.id !== 'string' || !uuidPattern.test(row.id)) {
          problems.add(set.file, [index, 'id'], 'a row with a template file needs a fixed uuid id');
        } else if (!existsSync(full) || statSync(full).size > maxUploadBytes) {
          problems.add(set.file, at, `files/${name} is missing or larger than an upload may be`);
        } else {
          const data = readFileSync(full);
          const blobId = blobIdOf(data);
          files.push({
            blobId,
            file: `files/${name}`,
            name,
            size: data.length,
            contentType: type,
            entity: set.entity,
            field,
            recordId: row.id.toLowerCase(),
          });
          copy[field] = formatStoredFile({ id: blobId, name, size: data.length, type });
          continue;
        }
        copy[field] = null;
      }
      return copy;
    }),
  }));
  return { sets: resolved, files };
}
