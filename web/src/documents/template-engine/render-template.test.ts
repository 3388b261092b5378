import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluate-expression.js';
import { parseTemplate } from './parse-template.js';
import { renderTemplate } from './render-template.js';
import { TemplateError, templateMessages } from './template-error.js';

const en = { locale: 'en' };
const render = (source: string, data: unknown, options = {}) =>
  renderTemplate(source, data, { ...en, ...options });

const quote = {
  name: 'Inverters',
  total: 1234.5,
  paid: false,
  account: { id: 'a1', name: 'account', label: 'Tatra Logistika' },
  lines: [
    { name: 'Inverter', qty: 2 },
    { name: 'Call-out', qty: 1 },
  ],
  empty: [],
};

describe('variables', () => {
  it('prints values, paths, lookups and formats', () => {
    expect(render('Quote {{name}} for {{account}}', quote)).toBe('Quote Inverters for Tatra Logistika');
    expect(render('{{lines.1.name}}', quote)).toBe('Call-out');
    expect(render('{{total|number:1}}', quote)).toBe('1,234.5');
    expect(render('{{total|money}}', quote)).toBe('€1,234.50');
    expect(render('{{total|money}}', quote, { locale: 'sk' }).replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(render('{{total|money:USD}}', quote)).toBe('$1,234.50');
    expect(render('{{d|percent}}', { d: 10 })).toBe('10%');
    expect(render('{{d|date}}', { d: '2026-02-03' })).toBe('Feb 3, 2026');
    expect(render('{{d|date}}', { d: '2026-02-03' }, { locale: 'de' })).toBe('03.02.2026');
    expect(render('{{name|upper}}', quote)).toBe('INVERTERS');
    expect(render('{{paid}}', quote, { no: 'Nein' })).toBe('Nein');
  });

  it('prints an unknown variable empty and tells about it', () => {
    const unknown: string[] = [];
    expect(render('a{{nothing.here}}b', quote, { onUnknown: (name: string) => unknown.push(name) })).toBe(
      'ab',
    );
    expect(unknown).toEqual(['nothing.here']);
  });

  it("throws 'Invalid formatted text' for an unclosed variable marker", () => {
    expect(() => render('Dear {{name', quote)).toThrow(templateMessages.invalidFormattedText);
  });

  it('never reaches a prototype or runs code', () => {
    const attempts = [
      "{{constructor.constructor('return process')()}}",
      '{{constructor}}',
      '{{__proto__}}',
      '{{name.constructor.name}}',
      '{{lines.constructor.prototype}}',
      '{{toString}}',
      '{{name.length}}',
      '{{hasOwnProperty}}',
    ];
    for (const attempt of attempts) expect(render(attempt, quote)).toBe('');
    expect(render('[for each x in constructor]boom[end]', quote)).toBe('');
    expect(render('[if __proto__]boom[end]', quote)).toBe('');
  });
});

describe('control statements', () => {
  it('[if] with [else], negation and comparisons', () => {
    expect(render('[if paid]paid[else]open[end]', quote)).toBe('open');
    expect(render('[if not paid]open[end]', quote)).toBe('open');
    expect(render('[if total > 1000]big[end]', quote)).toBe('big');
    expect(render("[if name = 'Inverters']yes[end]", quote)).toBe('yes');
    expect(render('[if account = a1]same[end]', quote)).toBe('same');
    expect(render('[if empty]x[else]none[end]', quote)).toBe('none');
  });

  it('[for each] walks an array with an index, nested', () => {
    expect(render('[for each line in lines]{{line_index}}. {{line.name}} x{{line.qty}};[end]', quote)).toBe(
      '1. Inverter x2;2. Call-out x1;',
    );
    expect(render('[for each a in lines][for each b in lines]{{a.qty}}{{b.qty}} [end][end]', quote)).toBe(
      '22 21 12 11 ',
    );
    expect(render('[for each line in nothing]x[end]', quote)).toBe('');
  });

  it('keeps brackets that are not statements', () => {
    expect(render('[draft] {{name}} [note]', quote)).toBe('[draft] Inverters [note]');
  });

  it("throws 'Control statement is not terminated with ]'", () => {
    expect(() => render('[if paid yes', quote)).toThrow(templateMessages.unterminatedControl);
  });

  it('throws on a stray end or else', () => {
    expect(() => render('text[end]', quote)).toThrow(templateMessages.unexpectedEnd);
    expect(() => render('[if paid]a[end][end]', quote)).toThrow(templateMessages.unexpectedEnd);
    expect(() => render('a[else]b', quote)).toThrow(templateMessages.unexpectedElse);
    expect(() => render('[if paid]a[else]b[else]c[end]', quote)).toThrow(templateMessages.unexpectedElse);
  });

  it("throws 'Not enough end statements.'", () => {
    expect(() => render('[if paid]a', quote)).toThrow(templateMessages.notEnoughEnds);
    expect(() => render('[for each l in lines][if paid]a[end]', quote)).toThrow(
      templateMessages.notEnoughEnds,
    );
  });

  it('finds errors in branches that do not run', () => {
    expect(() => render('[if paid]{{oops[end]', quote)).toThrow(TemplateError);
  });

  it('refuses a malformed statement', () => {
    expect(() => render('[for each lines]x[end]', quote)).toThrow(templateMessages.invalidControl);
    expect(() => render('[if ]x[end]', quote)).toThrow(templateMessages.invalidControl);
  });
});

describe('limits', () => {
  it('bounds nesting', () => {
    expect(() => parseTemplate('[if a]'.repeat(40) + '[end]'.repeat(40))).toThrow(templateMessages.tooDeep);
  });

  it('bounds loop iterations', () => {
    const big = { rows: Array.from({ length: 1000 }, (_, index) => index) };
    expect(() => render('[for each a in rows][for each b in rows]x[end][end]', big)).toThrow(
      templateMessages.tooManyIterations,
    );
  });

  it('bounds the output', () => {
    const rows = Array.from({ length: 5000 }, () => 'x'.repeat(1000));
    expect(() => render('[for each r in rows]{{r}}[end]', { rows })).toThrow(templateMessages.outputTooLarge);
  });
});

describe('expressions', () => {
  const scope = [{ lines: [{ amount: 100 }, { amount: '50.5' }, { amount: null }], vat: 20 }];
  it('computes sums, counts and arithmetic', () => {
    expect(evaluateExpression('sum(lines.amount)', scope)).toBe(150.5);
    expect(evaluateExpression('count(lines)', scope)).toBe(3);
    expect(evaluateExpression('round(sum(lines.amount) * vat / 100, 2)', scope)).toBe(30.1);
    expect(evaluateExpression('-(2 + 3) * 2 - 1', scope)).toBe(-11);
    expect(evaluateExpression('max(1, 5) + min(1, 5) + 1 / 0', scope)).toBe(6);
  });
  it('refuses what is not arithmetic', () => {
    expect(() => evaluateExpression("constructor.constructor('x')()", scope)).toThrow(
      templateMessages.invalidExpression,
    );
    expect(() => evaluateExpression('process.exit(1)', scope)).toThrow(templateMessages.invalidExpression);
    expect(() => evaluateExpression('1 +', scope)).toThrow(templateMessages.invalidExpression);
    expect(() => evaluateExpression(`${'('.repeat(100)}1${')'.repeat(100)}`, scope)).toThrow(TemplateError);
  });
});

describe('fuzz', () => {
  const pieces = fc.constantFrom(
    '{{',
    '}}',
    '[if ',
    '[else]',
    '[end]',
    '[for each x in ',
    ']',
    'constructor',
    '__proto__',
    '.',
    'prototype',
    "('return process')()",
    'lines',
    'name',
    'x.name',
    '|date',
    ' ',
    'text',
    '[',
  );
  const template = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join('')),
  );

  it('either renders or throws a TemplateError, never anything else, and never leaks functions', () => {
    fc.assert(
      fc.property(template, (source) => {
        try {
          const output = render(source, quote);
          expect(output).not.toMatch(/function|\[native code\]|\[object /);
          expect(output.length).toBeLessThanOrEqual(source.length * 40 + 100);
        } catch (error) {
          expect(error).toBeInstanceOf(TemplateError);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('does not touch the prototype chain of the data or of Object', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).join();
    fc.assert(
      fc.property(template, (source) => {
        const data = { name: 'n', lines: [{ name: 'l' }] };
        try {
          render(source, data);
        } catch {
          // errors are fine here; the prototypes are what matters
        }
        expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
      }),
      { numRuns: 2000 },
    );
    expect(Object.getOwnPropertyNames(Object.prototype).join()).toBe(before);
  });

  it('expressions either compute a finite number or throw a TemplateError', () => {
    const tokens = fc.constantFrom(
      '1',
      '2.5',
      '+',
      '-',
      '*',
      '/',
      '(',
      ')',
      'sum(',
      'lines.amount',
      'vat',
      ',',
      'round(',
      'constructor',
      'x',
    );
    fc.assert(
      fc.property(fc.array(tokens, { maxLength: 30 }), (parts) => {
        try {
          const value = evaluateExpression(parts.join(' '), [{ lines: [{ amount: 1 }], vat: 20 }]);
          expect(Number.isFinite(value) || Number.isNaN(value)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(TemplateError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
