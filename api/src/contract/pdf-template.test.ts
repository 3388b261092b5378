import { describe, expect, it } from 'vitest';
import { pdfTemplateProblem } from './pdf-template.js';

describe('pdfTemplateProblem', () => {
  it('accepts a template with every object type', () => {
    expect(
      pdfTemplateProblem({
        title: 'Quote {{quotenumber}}',
        size: 'A4',
        margins: 40,
        body: {
          cols: ['*', 120],
          rows: [
            [
              { type: 'text', text: '{{name}}', style: 'title' },
              { type: 'image', svg: '<svg/>' },
            ],
            [
              { type: 'grid', items: 'lines', columns: [{ header: 'x', text: '{{item.name}}' }], colSpan: 2 },
              null,
            ],
          ],
        },
        variableDefinitions: [
          { logicalName: 'lines', fetch: { entity: { name: 'quotedetail' } }, isArray: true },
          { logicalName: 'subtotal', expression: 'sum(lines.totalamount)' },
        ],
        texts: { en: { quote: 'Quote' } },
        styles: { title: { fontSize: 20, bold: true } },
      }),
    ).toBeNull();
  });

  it('names the path of the problem', () => {
    expect(pdfTemplateProblem({ body: { cols: 1, rows: [[{ type: 'chart' }]] } })).toBe(
      'body.rows.0.0.type: unknown type',
    );
    expect(pdfTemplateProblem({ margins: 'wide' })).toMatch(/^margins: /);
    expect(pdfTemplateProblem({ variableDefinitions: [{ logicalName: '__proto__', expression: '1' }] })).toBe(
      'variableDefinitions.0.logicalName: a reserved name',
    );
    expect(pdfTemplateProblem({ titel: 'typo' })).toMatch(/Unrecognized key/);
  });
});
