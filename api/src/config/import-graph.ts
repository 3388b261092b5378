import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A source file and the source files it imports by a relative path (tests left out). */
export type ImportGraph = Map<string, string[]>;

const relativeImport = /(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g;
const sourceFile = /\.tsx?$/;

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find(existsSync);
}

/** The import graph of every non-test source file under a folder. */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (sourceFile.test(entry.name) && !entry.name.includes('.test.')) {
        const text = readFileSync(full, 'utf8');
        const targets = [...text.matchAll(relativeImport)].map((match) =>
          resolveImport(full, match[1] ?? ''),
        );
        graph.set(
          full,
          targets.filter((target): target is string => target !== undefined),
        );
      }
    }
  };
  visit(root);
  return graph;
}

/** The top-level folder of a file under root ('.' for a file directly in root). */
function topFolder(root: string, file: string): string {
  const parts = path.relative(root, file).split(path.sep);
  return parts.length > 1 ? (parts[0] ?? '.') : '.';
}

/** The graph between the top-level folders under root: folder -> folders its files import. */
export function folderGraph(root: string, graph: ImportGraph): Map<string, Set<string>> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = topFolder(root, file);
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) {
      const to = topFolder(root, target);
      if (to !== from && !path.relative(root, target).startsWith('..')) edges.add(to);
    }
  }
  return folders;
}

/** Every cycle's nodes (strongly connected components of more than one node), Tarjan's way. */
export function cycles(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      for (;;) {
        const member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
        if (member === node) break;
      }
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}
