import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { formatValue } from '../template-engine/format-value';
import type { RenderOptions } from '../template-engine/render-template';
import { missing, parsePath, resolvePath } from '../template-engine/resolve-path';

export const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const invalidTemplateFormat = 'Invalid template format';

/**
 * docxtemplater reads tags through this parser instead of its own: `{{path|format}}` is the
 * text engine's path over own properties (no prototype, no code) and its formats, so a Word
 * template and a PDF template print a value the same way. Loops are docxtemplater's
 * `{{#lines}}…{{/lines}}` (a paragraph or table row repeated), conditions `{{#ispaid}}…{{/ispaid}}`
 * and `{{^ispaid}}…{{/ispaid}}`.
 */
function parser(options: RenderOptions) {
  return (tag: string) => {
    const bar = tag.indexOf('|');
    const raw = (bar < 0 ? tag : tag.slice(0, bar)).trim();
    const format = bar < 0 ? undefined : tag.slice(bar + 1).trim() || undefined;
    const path = raw === '.' ? [] : parsePath(raw);
    return {
      get(scope: unknown, context?: { meta?: { part?: { module?: string } } }) {
        if (path === undefined) return undefined;
        if (path.length === 0) return scope;
        const value = resolvePath([scope], path);
        if (value === missing) return undefined;
        // a loop or condition tag gets the value itself; a text tag its formatted text
        const isBlock = context?.meta?.part?.module === 'loop';
        return isBlock ? value : formatValue(value, format, options);
      },
    };
  };
}

/** Fills a .docx template from the data; a file without word/document.xml is 'Invalid template format'. */
export function fillWordTemplate(
  template: ArrayBuffer | Uint8Array,
  data: unknown,
  options: RenderOptions,
): Uint8Array {
  let zip: PizZip;
  try {
    zip = new PizZip(template);
  } catch {
    throw new Error(invalidTemplateFormat);
  }
  if (!zip.file('word/document.xml')) throw new Error(invalidTemplateFormat);
  const document = new Docxtemplater(zip, {
    delimiters: { start: '{{', end: '}}' },
    paragraphLoop: true,
    linebreaks: true,
    parser: parser(options),
    nullGetter: (part) => {
      if (!part.module) options.onUnknown?.(String(part.value));
      return '';
    },
  });
  document.render(data as object);
  return document.getZip().generate({ type: 'uint8array', compression: 'DEFLATE' });
}
