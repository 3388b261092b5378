import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, importGraph } from './import-graph.js';
import { repositoryRoot } from './paths.js';

/**
 * The layering stays a map a newcomer can trust: no module imports itself back through others,
 * and api/src's folders form layers (README's Layout lists them), none reaching back up.
 */
describe('import graph', () => {
  for (const workspace of ['api', 'web', 'cli']) {
    it(`${workspace}/src has no import cycle between files`, () => {
      const root = path.join(repositoryRoot, workspace, 'src');
      const found = cycles(importGraph(root)).map((cycle) => cycle.map((file) => path.relative(root, file)));
      expect(found).toEqual([]);
    });
  }

  it("api/src's folders import each other without a cycle", () => {
    const root = path.join(repositoryRoot, 'api', 'src');
    expect(cycles(folderGraph(root, importGraph(root)))).toEqual([]);
  });

  it("api/src's folders import only folders README's Layout lists above them", () => {
    const root = path.join(repositoryRoot, 'api', 'src');
    const readme = readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
    const apiLayout = readme.split('## Layout')[1]?.split('\nweb/')[0] ?? '';
    const order = [...apiLayout.matchAll(/^ {2}src\/([a-z0-9-]+)\//gm)].map((match) => match[1] ?? '');
    const upward: string[] = [];
    for (const [folder, imports] of folderGraph(root, importGraph(root))) {
      if (folder === '.') continue;
      for (const target of imports) {
        if (!(order.indexOf(target) < order.indexOf(folder))) upward.push(`${folder} -> ${target}`);
      }
    }
    expect(order.length).toBeGreaterThan(20);
    expect(upward).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
