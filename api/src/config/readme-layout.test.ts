import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './paths.js';

/** README's Layout section must name every source folder, so the map stays true. */
describe("README's layout", () => {
  const readme = readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
  const layout = readme.split('## Layout')[1]?.split('\n## ')[0] ?? '';

  for (const workspace of ['api', 'web']) {
    it(`names every folder of ${workspace}/src`, () => {
      const folders = readdirSync(path.join(repositoryRoot, workspace, 'src'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      expect(folders.filter((folder) => !layout.includes(`src/${folder}/`))).toEqual([]);
    });
  }
});
