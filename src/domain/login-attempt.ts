/** A sign-in attempt waits this long for its code on the server (spec 4, login token lifetime). */
export const LOGIN_ATTEMPT_MINUTES = 30;

/** True while an attempt started at `startedAtMs` may still be continued at `nowMs`. */
export function isAttemptCurrent(startedAtMs: number, nowMs: number): boolean {
  return nowMs >= startedAtMs && nowMs - startedAtMs < LOGIN_ATTEMPT_MINUTES * 60_000;
}
