import type { PdfTemplate } from '@strata/api/contract/pdf-template';
import type { FetchQuery } from '@strata/api/contract/query';
import { ApiError } from '../../api/http';
import type { RecordValues } from '../../data/data-api';
import { evaluateExpression } from '../template-engine/evaluate-expression';
import { type RenderOptions, renderTemplate } from '../template-engine/render-template';
import { gridFetchSize } from './pdf-defaults';
import { PdfError } from './pdf-error';

export type FetchRows = (query: FetchQuery, signal?: AbortSignal) => Promise<RecordValues[]>;

/** The data a template's texts read: the record's fields, `record`, `t`, `today` and its variables. */
export type TemplateData = Record<string, unknown>;

/** The wording in the reader's language, English filling what a language lacks. */
export function templateTexts(
  template: Pick<PdfTemplate, 'texts'>,
  language: string,
): Record<string, string> {
  const texts = template.texts ?? {};
  return Object.assign(Object.create(null) as Record<string, string>, texts.en, texts[language]);
}

/** Fills every string inside a fetch with the record's values (`"{{id}}"`), leaving the shape. */
function fillQuery(value: unknown, data: TemplateData, options: RenderOptions): unknown {
  if (typeof value === 'string') return value.includes('{{') ? renderTemplate(value, data, options) : value;
  if (Array.isArray(value)) return value.map((item) => fillQuery(item, data, options));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillQuery(item, data, options)]),
    );
  }
  return value;
}

/**
 * The data of one record for a template. Fetches go through /api/fetch with the user's own
 * rights: an entity or field the user may not read comes back refused or absent and prints
 * empty, never someone else's data. Variables are resolved in order, so an expression sees
 * the fetches above it (a VAT line reads the lines' sum).
 */
export async function buildTemplateData(
  template: PdfTemplate,
  record: RecordValues,
  context: { language: string; fetchRows: FetchRows; render: RenderOptions; signal?: AbortSignal },
): Promise<TemplateData> {
  const data: TemplateData = {
    ...record,
    record,
    t: templateTexts(template, context.language),
    today: new Date().toISOString().slice(0, 10),
  };
  for (const variable of template.variableDefinitions ?? []) {
    if (variable.fetch) {
      const query = fillQuery(variable.fetch, data, context.render) as FetchQuery;
      const limited = { ...query, count: variable.isArray ? gridFetchSize : 1 } as FetchQuery;
      let rows: RecordValues[] = [];
      try {
        rows = await context.fetchRows(limited, context.signal);
      } catch (error) {
        // refused (no right to read it, a field that does not exist): it prints empty
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) throw error;
        context.render.onUnknown?.(variable.logicalName);
      }
      if (variable.isArray && rows.length >= gridFetchSize)
        throw new PdfError('ERR_PDF_TOO_MANY_ROWS', { max: gridFetchSize });
      data[variable.logicalName] = variable.isArray ? rows : (rows[0] ?? null);
    } else if (variable.expression !== undefined) {
      data[variable.logicalName] = evaluateExpression(variable.expression, [data]);
    }
  }
  // wording may hold variables ('Payment within {{paymenttermscode}} days'): filled last, so
  // the word order stays each language's own and every variable is there
  const filled = Object.create(null) as Record<string, string>;
  for (const [key, text] of Object.entries(data.t as Record<string, string>)) {
    filled[key] =
      text.includes('{{') || text.includes('[') ? renderTemplate(text, data, context.render) : text;
  }
  data.t = filled;
  return data;
}
