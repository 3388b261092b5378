/**
 * Builds a rate-limit key so that variants of the same thing count as one: path case and a
 * trailing slash, email case and spacing (including inner spaces and a trailing dot).
 */
export function rateKey(scope: string, ...parts: (string | undefined)[]): string {
  return [scope, ...parts.map((part) => normalizePart(part ?? ''))].join('|');
}

function normalizePart(part: string): string {
  return part
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/\/+$/, '')
    .replace(/\.$/, '')
    .slice(0, 320);
}

/** The client address for limits: Express's req.ip (honours TRUST_PROXY), IPv4-mapped IPv6 unwrapped. */
export function clientAddress(ip: string | undefined): string {
  if (!ip) return 'unknown';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
