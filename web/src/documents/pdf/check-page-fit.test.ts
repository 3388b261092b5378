import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PdfTemplate } from '@strata/api/contract/pdf-template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNodePdfMake, type NodePdfMake } from '../../../../test/fixtures/node-pdfmake.js';
import { buildPdfDefinition } from './build-pdf-definition.js';
import { textLines } from './measure-content.js';
import { PdfError } from './pdf-error.js';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
const grid = (items: string) => ({
  type: 'grid' as const,
  items,
  columns: [
    { header: 'Name', text: '{{item.name}}' },
    { header: 'Qty', text: '{{item.qty}}', width: 40 },
  ],
});

function build(template: PdfTemplate, data: Record<string, unknown> = {}) {
  const notices: string[] = [];
  const definition = buildPdfDefinition(template, [data], {
    render: { locale: 'en' },
    images: new Map(),
    language: 'en',
    onNotice: (message) => notices.push(message),
  });
  return { definition, notices };
}

function outcome(template: PdfTemplate, data: Record<string, unknown> = {}): string {
  try {
    const { notices } = build(template, data);
    return notices.includes('PDF grid split not needed') ? 'one page' : 'split';
  } catch (error) {
    if (error instanceof PdfError) return `${error.message} at ${error.params.row}`;
    throw error;
  }
}

describe('textLines', () => {
  it.each([
    ['', 100, 10, 1],
    ['abc def', 100, 10, 1],
    ['aaaa bbbb cccc', 50, 10, 3],
    ['a\nb\nc', 100, 10, 3],
    ['x'.repeat(25), 100, 10, 3],
    [`ab ${'x'.repeat(25)}`, 100, 10, 4],
  ])('%j at %d pt with %d pt glyphs takes %d lines', (text, width, glyph, lines) => {
    expect(textLines(text, width, glyph)).toBe(lines);
  });
});

describe('splitting the body over pages', () => {
  const lines = (count: number, long?: { at: number; words: number }) => ({
    lines: Array.from({ length: count }, (_, index) => ({
      name: long && index === long.at ? words(long.words) : `Line ${index + 1}`,
      qty: index,
    })),
  });
  const cases: [string, PdfTemplate, Record<string, unknown>, string][] = [
    ['a short body fits one page', { body: { cols: 1, rows: [[grid('lines')]] } }, lines(5), 'one page'],
    ['a long grid splits between rows', { body: { cols: 1, rows: [[grid('lines')]] } }, lines(200), 'split'],
    [
      'a grid row taller than a page cannot split',
      { body: { cols: 1, rows: [[{ type: 'text', text: 'Lines' }], [grid('lines')]] } },
      lines(4, { at: 2, words: 3000 }),
      'PDF cannot split grid to page at 2.3',
    ],
    [
      'a tall grid row still fitting a page splits',
      { body: { cols: 1, rows: [[grid('lines')]] } },
      lines(40, { at: 30, words: 300 }),
      'split',
    ],
    [
      'side-by-side objects taller than a page cannot split',
      {
        body: {
          cols: 2,
          rows: [
            [
              { type: 'text', text: words(3000) },
              { type: 'text', text: 'right' },
            ],
          ],
        },
      },
      {},
      'PDF cannot split grid to page at 1',
    ],
    [
      'one long text breaks between its lines',
      { body: { cols: 1, rows: [[{ type: 'text', text: words(5000) }]] } },
      {},
      'split',
    ],
    [
      'an image taller than an A4 page',
      { body: { cols: 1, rows: [[{ type: 'text', text: 'x' }], [svgImage(800)]] } },
      {},
      'PDF cannot split grid to page at 2',
    ],
    [
      'the same image on A3',
      { size: 'A3', body: { cols: 1, rows: [[{ type: 'text', text: 'x' }], [svgImage(800)]] } },
      {},
      'one page',
    ],
    [
      'an image fitting portrait but not landscape',
      { layout: 'landscape', body: { cols: 1, rows: [[svgImage(600)]] } },
      {},
      'PDF cannot split grid to page at 1',
    ],
    ['the same image in portrait', { body: { cols: 1, rows: [[svgImage(600)]] } }, {}, 'one page'],
    [
      'a header taller than the top margin takes room from the page',
      {
        margins: 40,
        header: [svgImage(200)],
        body: { cols: 1, rows: [[svgImage(600)]] },
      },
      {},
      'PDF cannot split grid to page at 1',
    ],
    [
      'larger margins take room from the page',
      { margins: 150, body: { cols: 1, rows: [[svgImage(600)]] } },
      {},
      'PDF cannot split grid to page at 1',
    ],
  ];
  it.each(cases)('%s', (_name, template, data, expected) => {
    expect(outcome(template, data)).toBe(expected);
  });

  it('says how tall the row is and how much a page holds, with a stable code', () => {
    try {
      build({ body: { cols: 1, rows: [[svgImage(900)]] } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PdfError);
      expect((error as PdfError).code).toBe('ERR_PDF_CANNOT_SPLIT_GRID');
      expect((error as PdfError).params).toEqual({ row: '1', height: 900, available: 761 });
    }
  });
});

function svgImage(height: number) {
  return {
    type: 'image' as const,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="${height}"><rect width="100" height="${height}"/></svg>`,
    width: 100,
  };
}

describe('rows measured on the safe side', () => {
  let pdfmake: NodePdfMake;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'strata-page-fit-'));
    pdfmake = loadNodePdfMake(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // pdfmake with dontBreakRows clips a row taller than the page: a row the measuring lets
  // through must come out whole, its last word printed
  // the longest of these is estimated at about nine tenths of an A4 page
  it.each([200, 350, 420])('a grid row of %d words passes and is printed to its end', async (count) => {
    const text = `${words(count)} THE-END`;
    const template: PdfTemplate = { body: { cols: 1, rows: [[grid('lines')]] } };
    const { definition } = build(template, {
      lines: [
        { name: 'first', qty: 1 },
        { name: text, qty: 2 },
      ],
    });
    const file = path.join(dir, `rows-${count}.pdf`);
    writeFileSync(file, await pdfmake.createPdf(definition).getBuffer());
    const printed = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(printed).toContain('THE-END');
  });
});
