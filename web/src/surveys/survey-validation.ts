import type { PublicSurvey } from '@strata/api/contract/survey';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export type SurveyProblem = { kind: 'required'; fields: string[] } | { kind: 'invalid'; field: string };

/**
 * The client-side check of a submission against the field metadata (spec 002 section 5): the
 * message goes above the form and nothing is sent. The server checks again.
 */
export function checkSurvey(survey: PublicSurvey, values: Record<string, unknown>): SurveyProblem | null {
  const missing: string[] = [];
  for (const field of survey.panel.fields) {
    const property = survey.meta.properties[field.name];
    if (!property) continue;
    const label = field.label || property.displayName;
    const value = values[field.name];
    if (field.required === 'Required' && isEmpty(value)) {
      missing.push(label);
      continue;
    }
    if (isEmpty(value)) continue;
    const numeric = ['Integer', 'Decimal', 'Float', 'Money'].includes(property.type);
    if (numeric && (typeof value !== 'number' || !Number.isFinite(value)))
      return { kind: 'invalid', field: label };
    if (property.type === 'Integer' && !Number.isInteger(value)) return { kind: 'invalid', field: label };
    if (property.type === 'String' && typeof value === 'string') {
      if (property.max !== undefined && [...value].length > property.max)
        return { kind: 'invalid', field: label };
      if (property.flags.includes('Email') && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        return { kind: 'invalid', field: label };
      }
    }
  }
  return missing.length > 0 ? { kind: 'required', fields: missing } : null;
}

/** The answers to send: the fields the form shows, empty ones left out. */
export function surveyAnswers(
  survey: PublicSurvey,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of survey.panel.fields) {
    const value = values[field.name];
    if (survey.meta.properties[field.name] && !isEmpty(value)) answers[field.name] = value;
  }
  return answers;
}
