import { emailAddressSchema } from '../../contract/email-address.js';
import { isTrialTemplate, type TrialTemplate, trialTemplates } from '../../contract/trial-templates.js';
import { AppError } from '../../errors/app-error.js';
import { invalidField } from '../../errors/common-errors.js';
import { checkNewPassword } from '../../passwords/credentials.js';
import { validateOrganizationName } from '../../provisioning/provision-tenant.js';

/** A sign-up or trial form, validated and normalised (organisation and email lower-cased). */
export type SignupForm = {
  organization: string;
  person: string;
  /** The new administrator's email (the form calls it username). */
  email: string;
  password: string;
  /** The template the organisation starts from (the trial page offers a choice). */
  template: TrialTemplate;
};

/** Names up to 200 characters (spec 000 section 9). */
export const maximumPersonLength = 200;

/** Longer than any organisation name could be; the name rules say the rest. */
const maximumOrganizationInput = 253;

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw invalidField(name, 'required');
  }
  if (typeof value !== 'string') {
    throw invalidField(name, 'value');
  }
  return value;
}

/**
 * Checks every field of POST /api/signup and POST /api/trial, in form order, and throws the
 * first problem as a coded error: ERR_VALIDATION {field, reason} for a missing or malformed
 * field, and for the organisation the same check as the CLI (ERR_ORG_NAME_INVALID or
 * ERR_ORG_NAME_RESERVED); a template not offered to trials is ERR_VALIDATION {field: template}.
 */
export function parseSignupForm(input: unknown): SignupForm {
  const body = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};

  const organizationInput = field(body, 'organization');
  if (organizationInput.length > maximumOrganizationInput) throw new AppError('ERR_ORG_NAME_INVALID');
  const organization = validateOrganizationName(organizationInput);

  const person = field(body, 'person').trim();
  if (person.length > maximumPersonLength) {
    throw invalidField('person', 'value');
  }

  // the same rule provisionTenant applies, so a form that passes here is not refused there
  const email = emailAddressSchema.safeParse(field(body, 'username'));
  if (!email.success) {
    throw invalidField('username', 'email');
  }

  // passwords are taken as typed: no trimming, spaces count
  const password = checkNewPassword(field(body, 'password'), 'password');

  // optional: a form without it (sign-up, older clients) starts from the first template
  const templateInput = body.template;
  const template =
    templateInput === undefined || templateInput === null || templateInput === ''
      ? trialTemplates[0]
      : templateInput;
  if (!isTrialTemplate(template)) throw invalidField('template', 'value');

  return { organization, person, email: email.data, password, template };
}
