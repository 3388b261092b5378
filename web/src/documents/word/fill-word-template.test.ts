import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { fillWordTemplate, invalidTemplateFormat } from './fill-word-template.js';

function docx(paragraphs: string[]): Uint8Array {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generate({ type: 'uint8array' });
}

const read = (bytes: Uint8Array) => new PizZip(bytes).file('word/document.xml')?.asText() ?? '';
const data = {
  name: 'Quote 1',
  account: { id: 'a', name: 'account', label: 'Tatra' },
  total: 1234.5,
  paid: false,
  lines: [{ name: 'A' }, { name: 'B' }],
};

describe('fillWordTemplate', () => {
  it('fills variables with formats, loops and conditions', () => {
    const out = read(
      fillWordTemplate(
        docx([
          '{{name}} for {{account}}: {{total|money}}',
          '{{#lines}}',
          '- {{name}}',
          '{{/lines}}',
          '{{^paid}}open{{/paid}}',
        ]),
        data,
        { locale: 'en' },
      ),
    );
    expect(out).toContain('Quote 1 for Tatra: €1,234.50');
    expect(out).toContain('- A');
    expect(out).toContain('- B');
    expect(out).toContain('open');
  });

  it('prints nothing for prototype paths, code and unknown names', () => {
    const unknown: string[] = [];
    const out = read(
      fillWordTemplate(
        docx(['[{{constructor.constructor}}][{{__proto__}}][{{name.length}}][{{nothing}}]']),
        data,
        {
          locale: 'en',
          onUnknown: (name) => unknown.push(name),
        },
      ),
    );
    expect(out).toContain('[][][][]');
    expect(unknown).toContain('nothing');
  });

  it("refuses a file without the main document part: 'Invalid template format'", () => {
    const zip = new PizZip();
    zip.file('other.xml', '<x/>');
    expect(() => fillWordTemplate(zip.generate({ type: 'uint8array' }), data, { locale: 'en' })).toThrow(
      invalidTemplateFormat,
    );
    expect(() => fillWordTemplate(new TextEncoder().encode('not a zip'), data, { locale: 'en' })).toThrow(
      invalidTemplateFormat,
    );
  });
});
