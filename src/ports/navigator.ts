/** Moves the SPA to another route (client-side), used by machines after a step completes. */
export interface Navigator {
  go(path: string, options?: { replace?: boolean }): void;
}
