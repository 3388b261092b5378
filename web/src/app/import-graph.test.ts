import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// biome-ignore lint/style/noRestrictedImports: a test in node, never in the browser bundle; it reads folders the way api's own check does
import { cycles, folderGraph, importGraph } from '@strata/api/config/import-graph';
import { describe, expect, it } from 'vitest';

/**
 * web/src's folders stay in the layers README's "Layers of web/src" lists, bottom to top: a
 * folder imports only folders of the layers below its own, so no two folders import each other
 * and the shell composes screens instead of sitting beneath them. README is the one place the
 * order is written; this test reads it. Test files are left out of the graph, as in api's test
 * (api/src/config/import-graph.test.ts), and test-support may import anything.
 */
const webSource = fileURLToPath(new URL('..', import.meta.url));
const repositoryRoot = path.resolve(webSource, '..', '..');

/** The layers of README's "Layers of web/src", bottom first: the folders before each item's colon. */
function readmeLayers(readme: string): string[][] {
  const section = readme.split('\n## Layers of web/src\n')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\d+\. ([^:\n]*):/gm)].map((match) =>
    [...(match[1] ?? '').matchAll(/`([a-z0-9-]+)\/`/g)].map((name) => name[1] ?? ''),
  );
}

/** Every import that does not go down to a lower layer (upward, sideways or to no layer at all). */
function importsOutOfLayer(layers: string[][], graph: ReadonlyMap<string, Iterable<string>>): string[] {
  const layerOf = (folder: string) => layers.findIndex((layer) => layer.includes(folder));
  const wrong: string[] = [];
  for (const [folder, imports] of graph) {
    for (const target of imports) {
      const below = layerOf(target);
      if (below === -1 || layerOf(folder) === -1 || below >= layerOf(folder))
        wrong.push(`${folder} -> ${target}`);
    }
  }
  return wrong;
}

/** web/src's folder graph without main.tsx ('.', the top) and test-support (tests only). */
function webFolders(): Map<string, Set<string>> {
  const graph = folderGraph(webSource, importGraph(webSource));
  graph.delete('.');
  graph.delete('test-support');
  return graph;
}

describe('web/src import graph', () => {
  const layers = readmeLayers(readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8'));

  it("web/src's folders import each other without a cycle", () => {
    expect(cycles(webFolders())).toEqual([]);
  });

  it('README lists every folder of web/src in exactly one layer', () => {
    const listed = layers.flat();
    expect(layers.length).toBeGreaterThan(10);
    expect([...webFolders().keys()].filter((folder) => !listed.includes(folder))).toEqual([]);
    expect(listed.filter((folder, index) => listed.indexOf(folder) !== index)).toEqual([]);
  });

  it("web/src's folders import only folders of the layers below their own", () => {
    expect(importsOutOfLayer(layers, webFolders())).toEqual([]);
  });

  it('finds a mutual pair, an upward import and a sideways one', () => {
    const graph = new Map([
      ['shell', ['forms', 'session']],
      ['forms', ['shell', 'session']],
      ['session', ['lists']],
      ['lists', ['session']],
    ]);
    expect(importsOutOfLayer([['session'], ['forms', 'lists'], ['shell']], graph)).toEqual([
      'forms -> shell',
      'session -> lists',
    ]);
    expect(importsOutOfLayer([['session'], ['forms', 'lists', 'shell']], graph)).toEqual([
      'shell -> forms',
      'forms -> shell',
      'session -> lists',
    ]);
  });
});
