import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { neutralizeFormula } from '../../export/csv-file';
import { optionsOf } from '../../fields/options/option-list';
import { csvDocument } from '../../ui/csv-document';

export type SurveyQuestion = { name: string; label: string; property: PropertyDefinition };
export type SurveyResponseRow = {
  name: string;
  submittedon: string;
  status: string;
  answers: Record<string, unknown>;
};

/** An answer as a spreadsheet shows it: option labels, Yes/No, lists joined, text as given. */
export function answerText(
  property: PropertyDefinition,
  value: unknown,
  yesNo: { yes: string; no: string },
): string {
  if (value === undefined || value === null || value === '') return '';
  if (property.type === 'Boolean' && typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (property.flags.includes('OptionSet') || property.flags.includes('MultiSelect')) {
    const options = optionsOf(property);
    const values = Array.isArray(value) ? value : String(value).split(',');
    return values
      .map(
        (item) =>
          options.find((option) => String(option.value) === String(item).trim())?.label ?? String(item),
      )
      .join(', ');
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The responses of a survey as CSV, the way the project's exports write it (semicolons, a BOM,
 * CRLF, papaparse quoting): who and when, then one column per question. Every cell is guarded
 * against formulas: the answers come from anonymous visitors.
 */
export function surveyCsv(
  headers: { name: string; submittedon: string; status: string },
  questions: readonly SurveyQuestion[],
  rows: readonly SurveyResponseRow[],
  yesNo: { yes: string; no: string },
): string {
  const header = [
    headers.name,
    headers.submittedon,
    headers.status,
    ...questions.map((question) => question.label),
  ];
  const lines = rows.map((row) => [
    row.name,
    row.submittedon,
    row.status,
    ...questions.map((question) => answerText(question.property, row.answers[question.name], yesNo)),
  ]);
  return csvDocument([header, ...lines].map((line) => line.map(neutralizeFormula)));
}
