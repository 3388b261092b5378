import type { PropertyDefinition } from '@strata/api/contract/metadata';
import {
  isSurveyable,
  type PublicSurvey,
  type SurveyMeta,
  type SurveyPanel,
  surveyMetaSchema,
  surveyPanelSchema,
} from '@strata/api/contract/survey';
import type { ObjectMeta } from '../metadata/object-metadata';

function parse(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

export function readMeta(text: unknown): SurveyMeta {
  const parsed = surveyMetaSchema.safeParse(parse(text));
  return parsed.success ? parsed.data : { properties: [] };
}

export function readPanel(text: unknown): SurveyPanel {
  const parsed = surveyPanelSchema.safeParse(parse(text));
  return parsed.success ? parsed.data : { fields: [] };
}

/**
 * A template as the public form shows it, built in the browser for the design preview and the
 * response panel (the server builds the public one the same way: api/src/surveys).
 */
export function surveyFromTemplate(
  template: { title?: unknown; submit_button?: unknown; meta?: unknown; panel?: unknown },
  target: ObjectMeta | undefined,
): PublicSurvey {
  const properties: Record<string, PropertyDefinition> = {};
  for (const entry of readMeta(template.meta).properties) {
    const property =
      typeof entry === 'string'
        ? target?.properties.find((candidate) => candidate.logicalName === entry)
        : entry;
    if (property && isSurveyable(property)) properties[property.logicalName] = property;
  }
  const fields = readPanel(template.panel).fields.filter(
    (field) => field.name !== '-' && properties[field.name],
  );
  return {
    title: typeof template.title === 'string' ? template.title : '',
    submit_button: typeof template.submit_button === 'string' ? template.submit_button : '',
    css_style: '',
    meta: { properties },
    panel: { fields },
  };
}

/** The public URL of a template's key. */
export function surveyUrl(orgname: string, key: string): string {
  return `${window.location.origin}/ansu/${encodeURIComponent(orgname)}/${encodeURIComponent(key)}`;
}
