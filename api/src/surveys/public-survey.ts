import type { PropertyDefinition } from '../contract/metadata.js';
import {
  isSurveyable,
  type PublicSurvey,
  type SurveyPanel,
  surveyMetaSchema,
  surveyPanelSchema,
} from '../contract/survey.js';
import { sanitiseSurveyCss } from '../contract/survey-css.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import type { TemplateRow } from './survey-store.js';

function parseJson(text: string | null): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/**
 * The properties a template asks for, by logical name: a target property named by the template
 * (its definition from the tenant's metadata), or a free question defined in the template. This
 * is an allow-list: a property the template does not list is never served nor accepted, and
 * kinds an anonymous visitor cannot fill (lookups, files) are left out even if listed.
 */
export function surveyProperties(
  template: TemplateRow,
  metadata: TenantMetadata,
): Map<string, PropertyDefinition> {
  const parsed = surveyMetaSchema.safeParse(parseJson(template.meta));
  const target = template.object_name ? metadata.properties.get(template.object_name) : undefined;
  const properties = new Map<string, PropertyDefinition>();
  if (!parsed.success) return properties;
  for (const entry of parsed.data.properties) {
    const property = typeof entry === 'string' ? target?.get(entry) : entry;
    if (property && isSurveyable(property)) properties.set(property.logicalName, property);
  }
  return properties;
}

/** The layout, without '-' fields and fields naming properties the survey does not ask for. */
export function surveyPanel(template: TemplateRow, properties: ReadonlyMap<string, unknown>): SurveyPanel {
  const parsed = surveyPanelSchema.safeParse(parseJson(template.panel));
  const fields = parsed.success ? parsed.data.fields : [];
  return { fields: fields.filter((field) => field.name !== '-' && properties.has(field.name)) };
}

/** GET /api/survey/{org}/{key}'s answer. */
export function publicSurvey(template: TemplateRow, metadata: TenantMetadata): PublicSurvey {
  const properties = surveyProperties(template, metadata);
  const panel = surveyPanel(template, properties);
  const shown = new Set(panel.fields.map((field) => field.name));
  return {
    title: template.title ?? template.name ?? '',
    submit_button: template.submit_button ?? '',
    // a sheet saved before the allow-list is served with what it allows only
    css_style: sanitiseSurveyCss(template.css_style ?? ''),
    meta: { properties: Object.fromEntries([...properties].filter(([name]) => shown.has(name))) },
    panel,
  };
}
