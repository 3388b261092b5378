import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVariableNames, readEnv } from './env.js';
import { repositoryRoot } from './paths.js';

/** The names in the first column of README's configuration table. */
function documentedVariables(): Set<string> {
  const readme = readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
  const section = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const firstCell = line.startsWith('|') ? line.split('|')[1] : undefined;
    for (const match of firstCell?.matchAll(/`([A-Z][A-Z0-9_]+)`/g) ?? []) if (match[1]) names.add(match[1]);
  }
  return names;
}

describe('configuration', () => {
  it("README's configuration table lists every variable the server reads", () => {
    const documented = documentedVariables();
    expect(envVariableNames.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('keeps files local by default and needs a connection string for Azure Blob Storage', () => {
    expect(readEnv({}).BLOB_STORE).toBe('local');
    expect(() => readEnv({ BLOB_STORE: 'azure' })).toThrow(/AZURE_STORAGE_CONNECTION_STRING/);
    const azure = readEnv({
      BLOB_STORE: 'azure',
      AZURE_STORAGE_CONNECTION_STRING: 'AccountName=a;AccountKey=b',
    });
    expect(azure.AZURE_BLOB_CONTAINER_PREFIX).toBe('strata-');
    expect(() => readEnv({ AZURE_BLOB_CONTAINER_PREFIX: 'Bad_Prefix' })).toThrow(
      /AZURE_BLOB_CONTAINER_PREFIX/,
    );
  });

  it('lowers the puzzle below its floor for test runs only', () => {
    expect(readEnv({}).PUZZLE_MIN_BITS).toBeUndefined();
    expect(readEnv({ PUZZLE_MIN_BITS: '20' }).PUZZLE_MIN_BITS).toBe(20);
    expect(readEnv({ PUZZLE_MIN_BITS: '14', NODE_ENV: 'test' }).PUZZLE_MIN_BITS).toBe(14);
    expect(() => readEnv({ PUZZLE_MIN_BITS: '14' })).toThrow(
      /PUZZLE_MIN_BITS: at least 19 unless NODE_ENV is test/,
    );
    expect(() => readEnv({ PUZZLE_MIN_BITS: '14', NODE_ENV: 'production' })).toThrow(/PUZZLE_MIN_BITS/);
  });

  it('treats empty values as unset and explains a wrong one', () => {
    expect(readEnv({ PORT: '' }).PORT).toBe(3000);
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
