/** Pull distance (px, after damping) from which releasing refreshes. */
export const PULL_THRESHOLD_PX = 60;
/** The indicator never moves further than this (px). */
export const PULL_MAX_PX = 80;
/** In the installed iOS app the pull must reach this distance (px) to reload. */
export const IOS_PWA_RELOAD_DISTANCE_PX = 75;
/** A reload is not repeated within this time. */
export const RELOAD_GUARD_MS = 10_000;
/** The indicator moves by this share of the finger's movement. */
export const PULL_DAMPING = 0.5;

/** The indicator distance (px) for a finger movement: damped by half, 0 when not pulling down, capped at PULL_MAX_PX. */
export function pullDistance(rawDelta: number): number {
  if (!(rawDelta > 0)) return 0;
  return Math.min(PULL_MAX_PX, rawDelta * PULL_DAMPING);
}

/** Whether releasing at this distance refreshes (75 px in the iOS installed app, else 60 px). */
export function shouldRefresh(distance: number, { iosPwa }: { readonly iosPwa: boolean }): boolean {
  return distance >= (iosPwa ? IOS_PWA_RELOAD_DISTANCE_PX : PULL_THRESHOLD_PX);
}

/** Whether a reload may happen now (times in epoch ms): never reloaded, or the last one at least 10 s ago. */
export function canReload(lastReloadAtMs: number | null, nowMs: number): boolean {
  return lastReloadAtMs === null || nowMs - lastReloadAtMs >= RELOAD_GUARD_MS;
}
