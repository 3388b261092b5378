import type { PropertyDefinition } from '../contract/metadata.js';
import { filterSurveyCss } from '../contract/survey-css.js';
import { validationError } from '../errors/common-errors.js';
import type { PreparedValues } from './write-values.js';

const surveyEntity = 'inu_survey_template';
const cssField = 'css_style';

/**
 * A survey template's css_style is served to anonymous visitors: a sheet the allow-list would
 * strip (surveys/survey-css.ts: a url-like function, an attribute selector, an at-rule, a
 * property that is not presentational) is refused on save, naming the field as the form shows
 * it and what was refused, so the author sees at once what the public form would drop.
 */
export function checkSurveyCss(
  entity: string,
  properties: ReadonlyMap<string, PropertyDefinition>,
  values: PreparedValues,
): void {
  if (entity !== surveyEntity || !values.has(cssField)) return;
  const css = values.get(cssField);
  if (typeof css !== 'string' || css.trim() === '') return;
  const { problems } = filterSurveyCss(css);
  if (problems.length === 0) return;
  const label = properties.get(cssField)?.displayName ?? cssField;
  throw validationError(
    { field: label, reason: 'cssStyle', problem: problems.slice(0, 3).join(', ') },
    { field: cssField, label },
  );
}
