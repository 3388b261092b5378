/**
 * The templates a trial may start from (issue 23: the trial page's template choice), the first
 * the default when a form names none (sign-up, older clients). An allow-list: the tenant
 * templates folder may hold others that are not meant for strangers.
 */
export const trialTemplates = ['crm', 'fieldwork'] as const;
export type TrialTemplate = (typeof trialTemplates)[number];

export function isTrialTemplate(value: unknown): value is TrialTemplate {
  return typeof value === 'string' && (trialTemplates as readonly string[]).includes(value);
}
