import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses outbound requests must not reach unless configured (SSRF guard): loopback, private,
 * link-local, carrier-grade NAT, "this network", multicast and reserved ranges, IPv4 and IPv6.
 */
const blocked = new BlockList();
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
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address may be contacted from the server; an IPv4-mapped IPv6 address counts as its IPv4 address. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
