import { sql } from 'slonik';
import { z } from 'zod';
import type { Queryable } from '../../db/types.js';

/** The Microsoft 365 features an organisation may choose (inu_orgsettings.microsoftfeatures). */
export const microsoftFeatures = ['calendars', 'files'] as const;
export type MicrosoftFeature = (typeof microsoftFeatures)[number];

/** Which Graph scopes belong to a feature: Calendars.* to Outlook calendars, Files.* to OneDrive. */
const featureOfScope = (scope: string): MicrosoftFeature | null => {
  const family = scope.split('.')[0]?.toLowerCase();
  if (family === 'calendars') return 'calendars';
  if (family === 'files') return 'files';
  return null;
};

/** What an organisation enables, within what the installation allows. */
export type OrganisationMicrosoft = {
  calendars: boolean;
  files: boolean;
  /** The Graph scopes to ask for: the installation's, less those of the features turned off. */
  scopes: string[];
};

/**
 * The organisation's choice (the field's semicolon-separated values) applied to the
 * installation's MICROSOFT_GRAPH_SCOPES, which stay the upper bound. Nothing chosen (null,
 * empty or only unknown values) enables every feature, so organisations that never touched
 * the setting keep working. A feature is on when chosen and the installation asks for a scope
 * of it; scopes of no feature (User.Read, ...) are always kept.
 */
export function organisationMicrosoft(
  installationScopes: string[],
  choice: string | null,
): OrganisationMicrosoft {
  const chosen = new Set(
    (choice ?? '')
      .split(';')
      .map((value) => value.trim())
      .filter((value): value is MicrosoftFeature => (microsoftFeatures as readonly string[]).includes(value)),
  );
  const enabled = (feature: MicrosoftFeature) => chosen.size === 0 || chosen.has(feature);
  const scopes = installationScopes.filter((scope) => {
    const feature = featureOfScope(scope);
    return feature === null || enabled(feature);
  });
  const has = (feature: MicrosoftFeature) => scopes.some((scope) => featureOfScope(scope) === feature);
  return { calendars: has('calendars'), files: has('files'), scopes };
}

/**
 * The organisation's choice as stored: one small query on its schema. Read through to_jsonb so
 * a schema without the column (migration 0012 not yet applied, or the field removed) reads as
 * "nothing chosen" instead of failing.
 */
export async function readMicrosoftChoice(db: Queryable, schema: string): Promise<string | null> {
  const value = await db.maybeOneFirst(sql.type(z.object({ choice: z.string().nullable() }))`
    SELECT to_jsonb(s) ->> 'microsoftfeatures' AS choice
    FROM ${sql.identifier([schema, 'inu_orgsettings'])} s
    WHERE statecode = 0 ORDER BY createdon LIMIT 1`);
  return value ?? null;
}
