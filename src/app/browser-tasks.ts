// The boot's work, cut into tasks the browser can run between its own (issue 23: on a phone the
// boot is several short tasks, not one long one that holds up a tap).

/** Ends the current task: what follows runs in a task of its own. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `work` when the browser has nothing else to do (at the latest after `timeout` ms). */
export function whenIdle(work: () => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, Math.min(timeout, 300));
}

/** Runs `work` once the page has loaded (at once if it has). */
export function whenLoaded(work: () => void): void {
  if (document.readyState === 'complete') work();
  else window.addEventListener('load', () => work(), { once: true });
}
