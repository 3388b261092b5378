import { pdfTemplateProblem } from '../contract/pdf-template.js';
import { invalidField } from '../errors/common-errors.js';
import type { PreparedValues } from './write-values.js';

/**
 * A report_template body must be a PDF template (contract/pdf-template.ts): every user who
 * prints from the entity gets it, so a broken one written by hand or by a script is refused
 * on save with the path of the first problem (`body.rows.0.1.type: unknown type`), the same
 * way an inu_view body is (view-body-check.ts). An empty body is allowed (a Word template
 * keeps its variables there, or has none). Pure: the body alone decides.
 */
export function checkReportTemplateBody(entity: string, values: PreparedValues): void {
  if (entity !== 'report_template' || !values.has('body')) return;
  const body = values.get('body');
  if (typeof body !== 'string' || body.trim() === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return; // the value check already refused text that is not JSON
  }
  let problem: string | null;
  try {
    problem = pdfTemplateProblem(parsed);
  } catch {
    throw invalidField('body', 'nested too deeply');
  }
  if (problem === null) return;
  const reason = `not a valid PDF template: ${problem}`.slice(0, 300);
  throw invalidField('body', reason);
}
