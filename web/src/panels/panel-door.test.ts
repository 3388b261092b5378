import path from 'node:path';
import { fileURLToPath } from 'node:url';
// biome-ignore lint/style/noRestrictedImports: a test in node, never in the browser bundle; it reads folders the way api's own check does
import { importGraph } from '@strata/api/config/import-graph';
import { describe, expect, it } from 'vitest';

/**
 * One contract between forms and panels (issue 38 item 2, docs/domain-panels.md): a panel reads
 * and writes the record, keeps unsaved work in the form's pending changes, hears the form's
 * events and live changes of records, and calls the data API only through panels/panel-api.ts.
 * This test reads the import graph (as app/import-graph.test.ts does) and fails on a panel file
 * importing form-context/, data/ or session/live-changes itself. Test files are left out of the
 * graph.
 */
const webSource = fileURLToPath(new URL('..', import.meta.url));
const door = 'panels/panel-api.ts';
/** The folders whose files are panels: the domain panels, the survey panels, Cloud files. */
const panelFolders = ['panels/', 'surveys/panels/', 'cloud-files/'];

const relative = (file: string) => path.relative(webSource, file).split(path.sep).join('/');
const behindTheDoor = (file: string) =>
  file.startsWith('form-context/') || file.startsWith('data/') || file === 'session/live-changes.ts';

/** Every import of a panel file (the door aside) that reaches the form, data or live changes itself. */
function pastTheDoor(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const wrong: string[] = [];
  for (const [from, targets] of graph) {
    if (from === door || !panelFolders.some((folder) => from.startsWith(folder))) continue;
    for (const target of targets) if (behindTheDoor(target)) wrong.push(`${from} -> ${target}`);
  }
  return wrong;
}

function webGraph(): Map<string, string[]> {
  return new Map(
    [...importGraph(webSource)].map(([file, targets]) => [relative(file), targets.map(relative)]),
  );
}

describe('the panels’ door (panels/panel-api.ts)', () => {
  const graph = webGraph();

  it('panels import form-context/, data/ and session/live-changes only through panels/panel-api.ts', () => {
    expect(pastTheDoor(graph)).toEqual([]);
  });

  it('reads the real graph: the door itself imports the form context and live changes', () => {
    expect(graph.get(door)).toEqual(
      expect.arrayContaining(['form-context/form-context.ts', 'session/live-changes.ts']),
    );
    expect([...graph.keys()].filter((file) => file.startsWith('panels/budget/')).length).toBeGreaterThan(0);
  });

  it('finds a panel that reaches past the door, and lets the door and other folders be', () => {
    const sample = new Map([
      [door, ['form-context/form-context.ts', 'session/live-changes.ts']],
      [
        'panels/note/NotePanel.tsx',
        [door, 'form-context/use-pending-change.ts', 'data/data-api.ts', 'ui/toasts.ts'],
      ],
      ['surveys/panels/Survey.tsx', ['session/live-changes.ts', 'session/permissions.ts']],
      ['forms/RecordForm.tsx', ['form-context/form-context.ts']],
    ]);
    expect(pastTheDoor(sample)).toEqual([
      'panels/note/NotePanel.tsx -> form-context/use-pending-change.ts',
      'panels/note/NotePanel.tsx -> data/data-api.ts',
      'surveys/panels/Survey.tsx -> session/live-changes.ts',
    ]);
  });
});
