import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFeature } from '../../../src/features/feature-flags/use-feature';
import type { CookieJar } from '../../../src/ports/cookie-jar';
import { cookiesPort } from '../../../src/ports/cookie-jar';
import { type SystemGateway, systemPort } from '../../../src/ports/system-gateway';
import { port, renderPage } from '../../support/render-page';

function Gated() {
  return useFeature('sessionReplay') ? <p>recording</p> : <p>not recording</p>;
}

const system = (features: Record<string, boolean>): SystemGateway => ({
  features: async () => ({ encoded: '', features }),
  redirectFor: async () => null,
  buildId: async () => 'test',
});
const cookies = (values: Record<string, string>): CookieJar => ({ get: (name) => values[name] ?? null, set: () => {} });

describe('useFeature', () => {
  it('turns a part on when /__ftrs says so', async () => {
    renderPage(<Gated />, { ports: [port(systemPort, system({ sessionReplay: true })), port(cookiesPort, cookies({}))] });
    expect(await screen.findByText('recording')).toBeTruthy();
  });

  it('lets the feature. cookie turn it off for this browser', async () => {
    renderPage(<Gated />, { ports: [port(systemPort, system({ sessionReplay: true })), port(cookiesPort, cookies({ 'feature.sessionReplay': 'false' }))] });
    expect(await screen.findByText('not recording')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('recording')).toBeNull();
  });

  it('lets the cookie turn on a flag the server has off, and keeps unknown flags off', async () => {
    renderPage(<Gated />, { ports: [port(systemPort, system({ sessionReplay: false })), port(cookiesPort, cookies({ 'feature.sessionReplay': 'true' }))] });
    expect(await screen.findByText('recording')).toBeTruthy();
  });

  it('stays off when the flags cannot be loaded', async () => {
    const failing: SystemGateway = { ...system({}), features: async () => Promise.reject(new Error('offline')) };
    renderPage(<Gated />, { ports: [port(systemPort, failing), port(cookiesPort, cookies({ 'feature.sessionReplay': 'true' }))] });
    expect(await screen.findByText('not recording')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('recording')).toBeNull();
  });
});
