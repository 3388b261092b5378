import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Why an outgoing call was not made: the address it would reach is not one Strata may call. */
export class SsrfBlockedError extends Error {
  override readonly name = 'SsrfBlockedError';
}

/** Addresses no outgoing call reaches, whatever the allow-list says: cloud instance metadata. */
const metadataAddresses = new BlockList();
metadataAddresses.addAddress('169.254.169.254', 'ipv4');
metadataAddresses.addAddress('169.254.170.2', 'ipv4');
metadataAddresses.addAddress('100.100.100.200', 'ipv4');
metadataAddresses.addAddress('fd00:ec2::254', 'ipv6');

/** Addresses inside the machine or its networks: a call there could read internal services. */
const privateAddresses = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateAddresses.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateAddresses.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/**
 * Whether an outgoing call may connect to this address: never to metadata services; to
 * loopback, private, link-local, multicast or reserved addresses only when the host was allowed
 * by the operator (OUTBOUND_ALLOWED_HOSTS, and WEBHOOK_ALLOWED_HOSTS for webhooks).
 */
export function addressRefusal(address: string, hostAllowed: boolean): string | null {
  const { address: plain, family } = unmapped(address);
  if (metadataAddresses.check(plain, family)) return `${address} is a metadata address`;
  if (!hostAllowed && privateAddresses.check(plain, family)) return `${address} is not a public address`;
  return null;
}

/** Host names (or host:port) from a comma-separated list, lower-cased. */
export function parseHostList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}

/**
 * The one SSRF guard of every server-side call to a URL Strata did not write itself: triggers'
 * webhooks, the geocoder, the directions service, Microsoft identity and Graph (outbound/
 * guarded-fetch.ts). Checks a URL before and while it is called. The check runs on the addresses the
 * connection really uses (a lookup hook in the socket, after DNS resolution), so a name that
 * resolves to a private address, or changes its answer between a check and the request (DNS
 * rebinding), is refused too. Literal IP hosts skip DNS and are checked here.
 */
export function createSsrfGuard(allowedHosts: readonly string[]) {
  const allowed = new Set(allowedHosts);
  const isAllowed = (url: URL) =>
    allowed.has(url.hostname.toLowerCase()) || allowed.has(url.host.toLowerCase());
  return {
    /** The URL, checked for scheme and literal address; throws SsrfBlockedError. */
    check(text: string): URL {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        throw new SsrfBlockedError('the URL is not valid');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new SsrfBlockedError(`the scheme ${url.protocol} is not allowed`);
      if (url.username || url.password) throw new SsrfBlockedError('credentials in the URL are not allowed');
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal)) {
        const refusal = addressRefusal(literal, isAllowed(url));
        if (refusal) throw new SsrfBlockedError(refusal);
      }
      return url;
    },
    /** The socket's DNS lookup for this URL, refusing addresses the guard does not allow. */
    lookupFor(url: URL): LookupFunction {
      const hostAllowed = isAllowed(url);
      return (hostname, options, callback) => {
        dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
          if (error) return callback(error, '', 4);
          const list = Array.isArray(addresses) ? addresses : [];
          for (const entry of list) {
            const refusal = addressRefusal(entry.address, hostAllowed);
            if (refusal) return callback(new SsrfBlockedError(refusal), '', 4);
          }
          const [first] = list;
          if (!first) return callback(new SsrfBlockedError(`${hostname} has no address`), '', 4);
          if (options.all) return callback(null, list as never, first.family);
          callback(null, first.address, first.family);
        });
      };
    },
  };
}
export type SsrfGuard = ReturnType<typeof createSsrfGuard>;
