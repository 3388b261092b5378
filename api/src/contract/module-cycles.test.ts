import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Vitest's module runner forgives an import cycle that plain Node does not: views.ts importing
 * query.ts while query.ts imported views.ts made scripts/check-template.ts (which reaches views.ts
 * first) stop with "Cannot access 'aggregateMethods' before initialization" (aggregate-methods.ts
 * broke the cycle). Each contract module must load first in a Node process of its own.
 */
describe('contract modules under plain Node', () => {
  it.each(['views.ts', 'query.ts'])('%s loads before any other contract module', (file) => {
    const url = new URL(file, import.meta.url).href;
    const printed = execFileSync(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(url)}); console.log('loaded')`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(printed.trim()).toBe('loaded');
  });
});
