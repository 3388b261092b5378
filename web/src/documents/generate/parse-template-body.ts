import { type PdfTemplate, pdfTemplateProblem, pdfTemplateSchema } from '@strata/api/contract/pdf-template';

/** A stored template body as a PdfTemplate; a broken one fails with the path of its problem. */
export function parseTemplateBody(body: string | null): PdfTemplate {
  if (!body) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw new Error(`Template body is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const problem = pdfTemplateProblem(parsed);
  if (problem) throw new Error(problem);
  return pdfTemplateSchema.parse(parsed);
}
