/**
 * The organisation named by a request's host: `{org}.{baseDomain}` gives `org`; the bare
 * domain, an IP address or any other host gives null (the organisation must then come from
 * the `org` query parameter or the login form).
 */
export function organizationFromHost(hostname: string | undefined, baseDomain: string): string | null {
  if (!hostname) return null;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const base = baseDomain.toLowerCase();
  if (host === base || !host.endsWith(`.${base}`)) return null;
  return host.slice(0, -(base.length + 1));
}
