import { type PdfTemplate, pdfTemplateProblem, pdfTemplateSchema } from '@strata/api/contract/pdf-template';

export type BodyCheck = { ok: true; template: PdfTemplate } | { ok: false; problem: string };

/** The editor's check of the body text: JSON first, then the template schema (the save check's own). */
export function checkTemplateText(text: string): BodyCheck {
  if (text.trim() === '') return { ok: true, template: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
  const problem = pdfTemplateProblem(parsed);
  return problem ? { ok: false, problem } : { ok: true, template: pdfTemplateSchema.parse(parsed) };
}
