import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

/**
 * The server's own interface addresses (read once): a public address of this host is still
 * this host, and must not be reached through a feed or push URL.
 */
let ownAddresses: Set<string> | undefined;
function isOwnAddress(address: string): boolean {
  ownAddresses ??= new Set(
    Object.values(networkInterfaces())
      .flat()
      .flatMap((entry) => (entry ? [ipaddr.process(entry.address.replace(/%.*$/, '')).toString()] : [])),
  );
  return ownAddresses.has(address);
}

/**
 * Whether an IP address may be contacted from the server (SSRF guard): only global unicast in
 * ipaddr.js's maintained range classification (documentation, benchmarking, 6to4, NAT64, Teredo,
 * private, loopback, link-local, multicast and every other special range are not), and none of
 * the host's own addresses. An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast' && !isOwnAddress(parsed.toString());
}

/**
 * Whether a URL's host is obviously local: a non-public IP literal, localhost or a single-label
 * name. Names that resolve to a private address are caught when connecting (guardedLookup).
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) return !isPublicAddress(host);
  return host === 'localhost' || host.endsWith('.localhost') || !host.includes('.');
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses host names resolving to a non-public address, so a
 * DNS answer cannot steer a request into the internal network.
 */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const safe = addresses.filter((entry) => isPublicAddress(entry.address));
    if (safe.length === 0) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to no public address`);
      refused.code = 'EPRIVATEADDRESS';
      return callback(refused, []);
    }
    if (options.all) return callback(null, safe);
    callback(null, safe[0]!.address, safe[0]!.family);
  });
}
