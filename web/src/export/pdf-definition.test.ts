import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNodePdfMake, type NodePdfMake } from '../../../test/fixtures/node-pdfmake.js';
import type { ExportTable } from './export-table.js';
import { buildPdfDefinition } from './pdf-definition.js';

type TDocumentDefinitions = ReturnType<typeof buildPdfDefinition>;

let pdfmake: NodePdfMake;
let fontDir: string;

beforeAll(() => {
  fontDir = mkdtempSync(path.join(tmpdir(), 'strata-export-fonts-'));
  pdfmake = loadNodePdfMake(fontDir);
});

afterAll(() => rmSync(fontDir, { recursive: true, force: true }));

const table = (names: string[]): ExportTable => ({
  header: ['Name', 'Revenue'],
  rows: names.map((name) => [
    { text: name, numeric: false },
    { text: '10,50', numeric: true },
  ]),
  totals: [
    { text: 'Total', numeric: false },
    { text: '21,00', numeric: true },
  ],
  numeric: [false, true],
});

const options = {
  title: 'Accounts',
  subtitle: '5 March 2024',
  fontSize: 9,
  orientation: 'landscape' as const,
};

/** The Unicode code points the PDF's embedded fonts map glyphs to (their ToUnicode tables). */
async function renderedCodePoints(
  definition: TDocumentDefinitions,
): Promise<{ pdf: string; points: Set<number> }> {
  const buffer = await pdfmake.createPdf({ ...definition, compress: false }).getBuffer();
  const pdf = buffer.toString('latin1');
  const points = new Set<number>();
  for (const block of pdf.match(/beginbfrange[\s\S]*?endbfrange/g) ?? []) {
    for (const [, hex] of block.matchAll(/<([0-9a-f]{4})>/gi)) points.add(Number.parseInt(hex ?? '0', 16));
  }
  return { pdf, points };
}

describe('the PDF export', () => {
  it('is landscape A4 with margins 10, title 24 and subtitle 15, in the chosen font size', () => {
    const definition = buildPdfDefinition(table(['Acme']), options);
    expect(definition.pageOrientation).toBe('landscape');
    expect(definition.pageSize).toBe('A4');
    expect(definition.pageMargins).toBe(10);
    expect(definition.defaultStyle).toMatchObject({ fontSize: 9 });
    const [title, subtitle, body] = definition.content as [
      { text: string; fontSize: number },
      { text: string; fontSize: number },
      { table: { headerRows: number; body: { text: string; alignment?: string; bold?: boolean }[][] } },
    ];
    expect(title).toMatchObject({ text: 'Accounts', fontSize: 24 });
    expect(subtitle).toMatchObject({ text: '5 March 2024', fontSize: 15 });
    expect(body.table.headerRows).toBe(1);
    expect(body.table.body.map((row) => row.map((cell) => cell.text))).toEqual([
      ['Name', 'Revenue'],
      ['Acme', '10,50'],
      ['Total', '21,00'],
    ]);
    // numbers right-aligned; the totals row bold
    expect(body.table.body[1]?.[1]?.alignment).toBe('right');
    expect(body.table.body[2]?.[0]?.bold).toBe(true);
    expect(buildPdfDefinition(table([]), { ...options, orientation: 'portrait' }).pageOrientation).toBe(
      'portrait',
    );
  });

  it('renders Slovak, Czech and German letters with the bundled fonts', async () => {
    const text = 'Žluťoučký kůň úpěl ďábelské ódy – Ľubomír Ťažký, Straße, Äöü';
    const { pdf, points } = await renderedCodePoints(buildPdfDefinition(table([text]), options));
    expect(pdf.startsWith('%PDF')).toBe(true);
    const missing = [...new Set(text)].filter((letter) => !points.has(letter.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });

  it('would notice a letter the fonts lack (the check above can fail)', async () => {
    const { points } = await renderedCodePoints(buildPdfDefinition(table(['漢字']), options));
    expect(points.has('漢'.codePointAt(0) ?? 0)).toBe(false);
  });
});
