/**
 * Whether a push endpoint's host belongs to one of the configured push services: the host itself
 * or a subdomain of a listed name (WNS hands out wns2-*.notify.windows.com, for instance). Anything
 * else would make the server send signed requests wherever a client points it.
 */
export function isKnownPushServiceHost(hostname: string, serviceHosts: readonly string[]): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  return serviceHosts.some((service) => {
    const listed = service.replace(/^\[|\]$/g, '').toLowerCase();
    return host === listed || host.endsWith(`.${listed}`);
  });
}
