import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { findUnsafeText } from '../contract/safe-text.js';
import type { ProblemList } from './template-problem.js';

/** Largest template file we read: keeps a stray data dump from exhausting memory. */
const maxFileBytes = 20 * 1024 * 1024;

/**
 * Reads and parses one JSON file of a template and checks it against its schema. Problems go
 * to the list with the file's path relative to the template folder; the result is undefined
 * then, so callers check every file before giving up.
 */
export function readTemplateFile<T>(
  dir: string,
  file: string,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  problems: ProblemList,
  options: { optional?: boolean } = {},
): T | undefined {
  const fullPath = path.join(dir, file);
  if (!existsSync(fullPath)) {
    if (!options.optional) problems.add(file, [], 'file is missing');
    return undefined;
  }
  if (statSync(fullPath).size > maxFileBytes) {
    problems.add(file, [], `file is larger than ${maxFileBytes / 1024 / 1024} MB`);
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(fullPath, 'utf8'));
  } catch (error) {
    problems.add(file, [], `not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
  // the text rule (contract/safe-text.ts) for every key and value, whatever the file's schema
  // says: a NUL would fail the write at PostgreSQL, a lone surrogate be stored as U+FFFD
  const unsafe = findUnsafeText(json);
  if (unsafe) {
    problems.add(file, unsafe, 'text with a NUL character or a lone surrogate');
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.add(file, issue.path, issue.message);
    return undefined;
  }
  return parsed.data;
}

/** The JSON files of a template sub-folder (entities, views, seed, sample), sorted by name. */
export function listJsonFiles(dir: string, folder: string): string[] {
  const full = path.join(dir, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${folder}/${name}`);
}
