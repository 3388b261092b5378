/**
 * Organisation names double as sub-domains ({org}.{BASE_DOMAIN}), so they follow DNS label
 * rules: lower-case letters, digits and inner hyphens, 2 to 63 characters. Names are compared
 * case-insensitively; we store them lower-cased.
 */
export const organizationNamePattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])$/;

/** Sub-domains the platform keeps for itself or that would mislead users. */
export const reservedOrganizationNames: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'api',
  'app',
  'apps',
  'assets',
  'auth',
  'billing',
  'blog',
  'cdn',
  'dashboard',
  'demo-template',
  'dev',
  'docs',
  'ftp',
  'help',
  'imap',
  'localhost',
  'login',
  'mail',
  'main',
  'marketing',
  'mx',
  'ns1',
  'ns2',
  'pop',
  'pop3',
  'postgres',
  'public',
  'root',
  'signup',
  'smtp',
  'static',
  'status',
  'strata',
  'support',
  'system',
  'test',
  'trial',
  'webmail',
  'www',
]);

export type OrganizationNameProblem = 'ERR_ORG_NAME_INVALID' | 'ERR_ORG_NAME_RESERVED';

export function normalizeOrganizationName(input: string): string {
  return input.trim().toLowerCase();
}

/** Returns the problem with a (normalised) organisation name, or null when it is acceptable. */
export function checkOrganizationName(name: string): OrganizationNameProblem | null {
  if (!organizationNamePattern.test(name)) return 'ERR_ORG_NAME_INVALID';
  if (name.includes('--')) return 'ERR_ORG_NAME_INVALID';
  if (reservedOrganizationNames.has(name)) return 'ERR_ORG_NAME_RESERVED';
  return null;
}
