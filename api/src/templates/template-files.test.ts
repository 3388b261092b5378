import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseStoredFile } from '../contract/stored-file.js';
import { loadTemplate } from './load-template.js';
import { resolveTemplateFiles } from './template-files.js';
import { ProblemList } from './template-problem.js';

const dir = mkdtempSync(path.join(tmpdir(), 'strata-template-files-'));
mkdirSync(path.join(dir, 'files'));
writeFileSync(path.join(dir, 'files', 'logo.png'), Buffer.from('not really a png'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const id = '0506875c-949c-44ec-a74e-5d59889a919a';

function resolve(row: Record<string, unknown>) {
  const problems = new ProblemList();
  const result = resolveTemplateFiles(
    dir,
    [{ file: 'seed/04_report_image.json', entity: 'report_image', rows: [row] }],
    problems,
  );
  return {
    row: result.sets[0]?.rows[0],
    files: result.files,
    problems: problems.items.map((p) => p.message),
  };
}

describe('template files in seed rows', () => {
  it('turns a file reference into a stored-file value and lists the file to store', () => {
    const { row, files, problems } = resolve({ id, name: 'Logo', body: { templateFile: 'logo.png' } });
    expect(problems).toEqual([]);
    const stored = parseStoredFile(row?.body);
    expect(stored).toMatchObject({ name: 'logo.png', size: 16, type: 'image/png' });
    expect(files).toEqual([
      {
        blobId: stored?.id,
        file: 'files/logo.png',
        name: 'logo.png',
        size: 16,
        contentType: 'image/png',
        entity: 'report_image',
        field: 'body',
        recordId: id,
      },
    ]);
    // the same bytes, the same blob id: every organisation's logo row reads alike
    expect(resolve({ id, body: { templateFile: 'logo.png' } }).files[0]?.blobId).toBe(stored?.id);
  });

  it.each([
    [
      { id, body: { templateFile: 'missing.png' } },
      'files/missing.png is missing or larger than an upload may be',
    ],
    [
      { id, body: { templateFile: '../secret.png' } },
      '../secret.png: a file name in files/ with a known extension',
    ],
    [{ id, body: { templateFile: 'logo.exe' } }, 'logo.exe: a file name in files/ with a known extension'],
    [{ body: { templateFile: 'logo.png' } }, 'a row with a template file needs a fixed uuid id'],
  ])('refuses %j', (row, problem) => {
    const resolved = resolve(row);
    expect(resolved.problems).toEqual([problem]);
    expect(resolved.files).toEqual([]);
    expect(resolved.row?.body).toBeNull();
  });

  it('leaves other object values alone', () => {
    expect(resolve({ id, body: { templateFile: 'logo.png', other: 1 } }).row?.body).toEqual({
      templateFile: 'logo.png',
      other: 1,
    });
  });

  it("gives the crm template's report templates its logo by id", () => {
    const crm = loadTemplate('crm');
    const [logo] = crm.files ?? [];
    expect(logo).toMatchObject({ name: 'logo.png', contentType: 'image/png', entity: 'report_image' });
    const images = crm.seed.find((set) => set.entity === 'report_image')?.rows ?? [];
    expect(parseStoredFile(images[0]?.body)?.id).toBe(logo?.blobId);
    const bodies = JSON.stringify(crm.seed.find((set) => set.entity === 'report_template')?.rows);
    expect(bodies).not.toContain('<svg');
    expect(bodies.split(`"image":"${logo?.recordId}"`).length - 1).toBe(4);
  });
});
