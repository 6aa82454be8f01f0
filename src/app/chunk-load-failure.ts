/**
 * Whether an error is a code chunk the browser could not load (a dynamic import that failed:
 * no signal, or a deployment removed it). Each engine words it differently.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message);
}

/** A chunk that did not load because there is no signal: expected offline, no error to report. */
export function isLostWithSignal(error: unknown): boolean {
  return isChunkLoadFailure(error) && !navigator.onLine;
}
