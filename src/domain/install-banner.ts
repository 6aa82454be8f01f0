import { PWA_BANNER_HIDDEN_HOURS } from './constants';

/** iOS versions below this are too old for the install banner. */
export const MIN_IOS_MAJOR = 14;
/** Android versions below this are too old for the install banner. */
export const MIN_ANDROID_MAJOR = 11;

/** The mobile operating system of a browser and its major version (null when unknown). */
export interface MobileOs {
  readonly os: 'ios' | 'android' | 'other';
  readonly major: number | null;
}

/**
 * Reads the mobile OS from a user agent: iPhone/iPad/iPod with 'OS 17_4', or 'Android 14'; anything else
 * (desktop, iPadOS in desktop mode) is other.
 */
export function parseMobileOs(userAgent: string): MobileOs {
  const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)/.exec(userAgent);
  if (ios) return { os: 'ios', major: Number(ios[1]) };
  const android = /\bAndroid (\d+)/.exec(userAgent);
  if (android) return { os: 'android', major: Number(android[1]) };
  return { os: 'other', major: null };
}

export interface InstallBannerState {
  /** When the banner was last closed (epoch ms); null if never. */
  readonly closedAtMs: number | null;
  readonly dismissedPermanently: boolean;
  /** The app already runs installed (display-mode standalone). */
  readonly isStandalone: boolean;
  readonly userAgentInfo: MobileOs;
  /** Epoch ms. */
  readonly nowMs: number;
}

function isSupportedMobile({ os, major }: MobileOs): boolean {
  if (major === null) return false;
  return os === 'ios' ? major >= MIN_IOS_MAJOR : os === 'android' && major >= MIN_ANDROID_MAJOR;
}

/**
 * The install banner shows only on iOS 14+ or Android 11+, outside the installed app, unless dismissed
 * permanently or closed less than 1080 hours ago.
 */
export function installBannerVisible(state: InstallBannerState): boolean {
  const hiddenMs = PWA_BANNER_HIDDEN_HOURS * 3_600_000;
  const recentlyClosed = state.closedAtMs !== null && state.nowMs - state.closedAtMs < hiddenMs;
  return !state.dismissedPermanently && !state.isStandalone && !recentlyClosed && isSupportedMobile(state.userAgentInfo);
}

/** How the banner installs the app: the browser's prompt, or (iOS, which has none) the steps to add it to the home screen. */
export type InstallMethod = 'prompt' | 'instructions';

/** iOS has no install prompt: its owners are shown how to add the portal to the home screen; others get the browser's prompt. */
export function installMethod({ os }: MobileOs): InstallMethod {
  return os === 'ios' ? 'instructions' : 'prompt';
}
