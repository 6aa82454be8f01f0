import { describe, expect, it, vi } from 'vitest';

// The host's own interfaces, one of them public: it must be refused like loopback.
vi.mock('node:os', async (original) => ({
  ...(await original<typeof import('node:os')>()),
  networkInterfaces: () => ({ eth0: [{ address: '93.184.216.34', netmask: '255.255.255.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: false, cidr: '93.184.216.34/24' }] }),
}));
import { guardedLookup, isLocalHost, isPublicAddress } from '../../../src/server/integrations/public-address';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '142.250.74.78', '2a00:1450:4001:80b::200a', '::ffff:8.8.8.8'])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  it.each(['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'nonsense',
    // Documentation, 6to4, NAT64 (also local-use), Teredo, benchmarking, 6to4 relay: no hand list misses them.
    '192.0.2.1', '198.51.100.1', '203.0.113.1', '2002::1', '64:ff9b:1::1', '64:ff9b::808:808', '2001::1', '198.18.0.1', '192.88.99.1',
    // The host's own public interface address (mocked above).
    '93.184.216.34', '::ffff:93.184.216.34'])(
    'refuses %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );
});

describe('isLocalHost', () => {
  it('recognises local names and private literals', () => {
    for (const host of ['localhost', 'api.localhost', 'intranet', '[::1]', '10.1.2.3']) expect(isLocalHost(host), host).toBe(true);
    for (const host of ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '8.8.8.8']) expect(isLocalHost(host), host).toBe(false);
  });
});

describe('guardedLookup', () => {
  it('refuses a name that resolves to loopback', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup('localhost', {}, (failure) => resolve(failure)));
    expect(error?.code).toBe('EPRIVATEADDRESS');
  });
});
