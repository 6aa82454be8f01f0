/** The cookie that overrides one feature flag for this browser (spec 4: cookies prefixed `feature.`). */
export function featureCookie(name: string): string {
  return `feature.${name}`;
}

/** Flags a cookie may not turn on: they only reflect how the server runs (demo mode). */
export const FIXED_FEATURES: readonly string[] = ['demoTools'];

/** A flag's value under its cookie: 'true' turns it on, 'false' off, anything else leaves it. */
export function withOverride(enabled: boolean, cookie: string | null | undefined): boolean {
  return cookie === 'true' ? true : cookie === 'false' ? false : enabled;
}

/**
 * Whether a feature is on for this visitor: the flags of /__ftrs, overridden by its `feature.<name>`
 * cookie. Unknown flags (and flags not loaded yet) are off; fixed flags ignore the cookie.
 */
export function isFeatureOn(flags: Readonly<Record<string, boolean>> | null | undefined, name: string, cookie: string | null): boolean {
  if (!flags || !Object.hasOwn(flags, name)) return false;
  const enabled = flags[name] === true;
  return FIXED_FEATURES.includes(name) ? enabled : withOverride(enabled, cookie);
}
