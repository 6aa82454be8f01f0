import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installBannerVisible, installMethod, parseMobileOs, type InstallBannerState, type MobileOs } from '../../src/domain/install-banner';
import { assertProperty, instantArb } from '../support/fast-check';

const epochMsArb = instantArb.map((instant) => instant.epochMilliseconds);

const osArb: fc.Arbitrary<MobileOs> = fc.record({
  os: fc.constantFrom('ios', 'android', 'other'),
  major: fc.option(fc.integer({ min: 1, max: 30 })),
});
const stateArb: fc.Arbitrary<InstallBannerState> = fc.record({
  closedAtMs: fc.option(epochMsArb),
  dismissedPermanently: fc.boolean(),
  isStandalone: fc.boolean(),
  userAgentInfo: osArb,
  nowMs: epochMsArb,
});
const HOUR_MS = 3_600_000;
const nowMs = Date.parse('2024-06-01T12:00:00Z');
const iphone = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1`;
const android = (version: string) =>
  `Mozilla/5.0 (Linux; Android ${version}; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36`;
const visible: InstallBannerState = {
  closedAtMs: null,
  dismissedPermanently: false,
  isStandalone: false,
  userAgentInfo: { os: 'ios', major: 17 },
  nowMs,
};

describe('install banner properties', () => {
  it('is never visible when dismissed, installed, or closed less than 1080 h ago', () => {
    assertProperty(
      fc.property(stateArb, (state) => {
        const closedRecently =
          state.closedAtMs !== null && state.nowMs - state.closedAtMs < 1080 * HOUR_MS;
        if (state.dismissedPermanently || state.isStandalone || closedRecently) expect(installBannerVisible(state)).toBe(false);
      }),
    );
  });

  it('once visible after a close, stays visible later', () => {
    assertProperty(
      fc.property(stateArb, fc.integer({ min: 0, max: 10 ** 10 }), (state, laterMs) => {
        if (installBannerVisible(state)) {
          expect(installBannerVisible({ ...state, nowMs: state.nowMs + laterMs })).toBe(true);
        }
      }),
    );
  });

  it('reads the major version from iOS and Android user agents', () => {
    assertProperty(
      fc.property(fc.integer({ min: 4, max: 40 }), fc.integer({ min: 0, max: 9 }), (major, minor) => {
        expect(parseMobileOs(iphone(`${major}_${minor}`))).toEqual({ os: 'ios', major });
        expect(parseMobileOs(android(`${major}.${minor}`))).toEqual({ os: 'android', major });
      }),
    );
  });
});

describe('install banner examples (spec sections 4 and 9)', () => {
  it('shows on iOS 14+ and Android 11+ only', () => {
    expect(installBannerVisible(visible)).toBe(true);
    expect(installBannerVisible({ ...visible, userAgentInfo: { os: 'ios', major: 14 } })).toBe(true);
    expect(installBannerVisible({ ...visible, userAgentInfo: { os: 'ios', major: 13 } })).toBe(false);
    expect(installBannerVisible({ ...visible, userAgentInfo: { os: 'android', major: 11 } })).toBe(true);
    expect(installBannerVisible({ ...visible, userAgentInfo: { os: 'android', major: 10 } })).toBe(false);
    expect(installBannerVisible({ ...visible, userAgentInfo: { os: 'android', major: null } })).toBe(false);
    expect(installBannerVisible({ ...visible, userAgentInfo: { os: 'other', major: 120 } })).toBe(false);
  });

  it('stays hidden for 1080 hours after a close', () => {
    const closedAtMs = nowMs - 1080 * HOUR_MS;
    expect(installBannerVisible({ ...visible, closedAtMs })).toBe(true);
    expect(installBannerVisible({ ...visible, closedAtMs: closedAtMs + 1 })).toBe(false);
  });

  it('respects a permanent dismissal and the installed app', () => {
    expect(installBannerVisible({ ...visible, dismissedPermanently: true })).toBe(false);
    expect(installBannerVisible({ ...visible, isStandalone: true })).toBe(false);
  });

  it('parses user agents', () => {
    expect(parseMobileOs(iphone('13_7'))).toEqual({ os: 'ios', major: 13 });
    expect(parseMobileOs('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15')).toEqual({ os: 'ios', major: 16 });
    expect(parseMobileOs(android('10'))).toEqual({ os: 'android', major: 10 });
    expect(parseMobileOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15')).toEqual({ os: 'other', major: null });
    expect(parseMobileOs('')).toEqual({ os: 'other', major: null });
  });
});

describe('install method', () => {
  it('is the home-screen instructions exactly on iOS, the browser prompt everywhere else', () => {
    assertProperty(
      fc.property(osArb, (os) => {
        expect(installMethod(os)).toBe(os.os === 'ios' ? 'instructions' : 'prompt');
      }),
    );
    expect(installMethod(parseMobileOs(iphone('17_4')))).toBe('instructions');
    expect(installMethod(parseMobileOs(android('14')))).toBe('prompt');
  });
});
