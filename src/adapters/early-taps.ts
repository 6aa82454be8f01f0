import { EARLY_TAPS_GLOBAL } from '../contract/first-view';

/**
 * The buttons tapped on a server-rendered page before the app took it over (its inline script
 * keeps them: src/server/http/first-view-page.ts), taken once: from then on none are kept. None on
 * any other page.
 */
export function takeEarlyTaps(): HTMLElement[] {
  const global = window as unknown as Record<string, unknown>;
  const taps = global[EARLY_TAPS_GLOBAL];
  global[EARLY_TAPS_GLOBAL] = undefined;
  return Array.isArray(taps) ? taps.filter((tap): tap is HTMLElement => tap instanceof HTMLElement) : [];
}
