import type { PropertyDefinition } from '../contract/metadata.js';
import type { SurveyPanel } from '../contract/survey.js';
import { invalidField } from '../errors/common-errors.js';
import { coerceValue } from '../records/coerce-value.js';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Checks a submission against the survey's own field metadata, as the form did in the browser:
 * only the fields the layout shows, each value of its property's type (the same coercion every
 * write goes through: lengths, option values, numbers, dates), fields the template marks
 * Required filled. Answers
 * are kept as the visitor sent them (text stays text; React escapes it wherever it is shown).
 * The first problem is a 400 naming the field; nothing is stored.
 */
export function checkAnswers(
  answers: Record<string, unknown>,
  properties: ReadonlyMap<string, PropertyDefinition>,
  panel: SurveyPanel,
): Record<string, unknown> {
  const fields = new Map(panel.fields.map((field) => [field.name, field]));
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(answers)) {
    const property = properties.get(name);
    if (!property || !fields.has(name)) {
      throw invalidField(name.slice(0, 63), 'not a field of this survey');
    }
    if (typeof value === 'object' && value !== null) {
      throw invalidField(name, 'expected a single value');
    }
    const coerced = coerceValue(property, value);
    if (!coerced.ok) throw invalidField(name, coerced.reason);
    if (!isEmpty(value)) body[name] = value;
  }
  for (const field of panel.fields) {
    // the template's setting decides (an answer may go to an existing target that has the value)
    if (field.required === 'Required' && isEmpty(body[field.name])) {
      throw invalidField(field.name, 'required');
    }
  }
  return body;
}
