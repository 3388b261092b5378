/**
 * The organisation field's development-only form `host#org` (spec 000 section 2, Login page):
 * it targets another server, e.g. `localhost:3000#demo` or `https://test.example.com#acme`.
 * A development build answers the address of that server's login page for the organisation;
 * anything else (and every value in a production build) is an ordinary organisation name.
 */
export type OrganizationTarget = { kind: 'here'; organization: string } | { kind: 'elsewhere'; url: string };

export function organizationTarget(
  value: string,
  options: { development: boolean; protocol: string; email?: string },
): OrganizationTarget {
  const trimmed = value.trim();
  const hash = trimmed.indexOf('#');
  if (!options.development || hash <= 0) return { kind: 'here', organization: trimmed };
  const host = trimmed.slice(0, hash).trim();
  const organization = trimmed.slice(hash + 1).trim();
  if (!organization) return { kind: 'here', organization: trimmed };
  let base: URL;
  try {
    base = new URL(/^https?:\/\//i.test(host) ? host : `${options.protocol}//${host}`);
  } catch {
    return { kind: 'here', organization: trimmed };
  }
  // only a web address: never javascript: or data: from a pasted value
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return { kind: 'here', organization: trimmed };
  const url = new URL('/login', base.origin);
  url.searchParams.set('org', organization);
  if (options.email) url.searchParams.set('email', options.email);
  return { kind: 'elsewhere', url: url.toString() };
}
