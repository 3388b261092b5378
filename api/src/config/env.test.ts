import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVariableNames, readEnv, readPasswordHashCost } from './env.js';
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

  it('takes the password hash cost from the environment, below the floor for test runs only', () => {
    expect(readPasswordHashCost({})).toEqual({ memoryKib: 19_456, timeCost: 2 });
    expect(readPasswordHashCost({ ARGON2_MEMORY_KIB: '65536', ARGON2_TIME_COST: '3' })).toEqual({
      memoryKib: 65_536,
      timeCost: 3,
    });
    expect(
      readPasswordHashCost({ ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', NODE_ENV: 'test' }),
    ).toEqual({ memoryKib: 1024, timeCost: 1 });
    expect(() => readPasswordHashCost({ ARGON2_MEMORY_KIB: '1024' })).toThrow(
      /ARGON2_MEMORY_KIB: at least 19456 unless NODE_ENV is test/,
    );
    expect(() => readPasswordHashCost({ ARGON2_TIME_COST: '1', NODE_ENV: 'production' })).toThrow(
      /ARGON2_TIME_COST: at least 2 unless NODE_ENV is test/,
    );
    expect(() => readPasswordHashCost({ ARGON2_TIME_COST: 'cheap' })).toThrow(/ARGON2_TIME_COST/);
    // the server checks the same floor when it starts
    expect(() => readEnv({ ARGON2_MEMORY_KIB: '1024' })).toThrow(/ARGON2_MEMORY_KIB/);
    expect(readEnv({ ARGON2_MEMORY_KIB: '1024', NODE_ENV: 'test' }).ARGON2_MEMORY_KIB).toBe(1024);
  });

  it('treats empty values as unset and explains a wrong one', () => {
    expect(readEnv({ PORT: '' }).PORT).toBe(3000);
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
