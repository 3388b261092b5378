import { z } from 'zod';
import { type PropertyDefinition, propertyLogicalName, propertySchema } from './metadata.js';

/**
 * Surveys (spec 002 sections 3 and 7): a template (inu_survey_template) names a target entity,
 * the properties it asks for (`meta.properties`: a target property's logical name, or a free
 * question defined in place) and their layout (`panel.fields`). Anonymous visitors get the
 * public payload and submit answers, stored as an inu_survey_record.
 */

/** Property types a survey may ask for: lookups, files and binary data need a signed-in user. */
export const surveyPropertyTypes = [
  'String',
  'Integer',
  'Decimal',
  'Float',
  'Money',
  'DateTime',
  'Boolean',
] as const;
const refusedFlags = new Set(['Image', 'File', 'AutoNumber']);

export function isSurveyable(property: PropertyDefinition): boolean {
  return (
    (surveyPropertyTypes as readonly string[]).includes(property.type) &&
    !property.flags.some((flag) => refusedFlags.has(flag)) &&
    !property.isDisabled
  );
}

export const surveyFieldSchema = z.object({
  /** a property of meta.properties, or '-' (skipped) */
  name: z.string().max(63),
  label: z.string().max(500).optional(),
  tooltip: z.string().max(1000).optional(),
  required: z.enum(['Normal', 'Required']).optional(),
  /** Wide takes a full row */
  width: z.enum(['Normal', 'Wide']).optional(),
});
export type SurveyField = z.infer<typeof surveyFieldSchema>;

export const surveyPanelSchema = z.object({ fields: z.array(surveyFieldSchema).max(200).default([]) });
export type SurveyPanel = z.infer<typeof surveyPanelSchema>;

export const surveyMetaSchema = z.object({
  properties: z
    .array(z.union([propertyLogicalName, propertySchema]))
    .max(200)
    .default([]),
});
export type SurveyMeta = z.infer<typeof surveyMetaSchema>;

/** What GET /api/survey/{org}/{key} answers. */
export type PublicSurvey = {
  title: string;
  submit_button: string;
  css_style: string;
  /** only the properties the template lists, by logical name */
  meta: { properties: Record<string, PropertyDefinition> };
  panel: SurveyPanel;
};

/** A public key: what /ansu/{org}/{key} carries. */
export const surveyKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** The most answers' JSON a submission may carry (the body limit of the route is a bit above). */
export const surveyAnswersMaxBytes = 32_000;

export const surveySubmitSchema = z
  .object({
    answers: z.record(z.string().max(63), z.unknown()),
    puzzle: z.unknown(),
  })
  .strict();
