// Lighthouse's 4× simulation takes each main-thread task's wall time. On a shared 2-core machine the
// renderer's main thread waits for a core behind the server, Lighthouse and the browser's own
// processes, so a task of 5 ms of work can last 20 ms and count as blocking. Computed from the same
// trace with each task's thread time (`tdur`), the blocking time says what the page's own work costs.

const BLOCKING_MS = 50;

/**
 * The blocking time after the first contentful paint if each top-level task of the page's main
 * thread took `slowdown` × its thread time: Σ max(0, slowdown · tdur − 50 ms), in ms. The main
 * thread and the paint are the first `firstContentfulPaint` after the navigation to an http(s) page.
 * @param {readonly any[]} events a Chrome trace's events
 * @param {number} [slowdown]
 * @returns {number} NaN when the trace has no such navigation or paint
 */
export function cpuBlockingMs(events, slowdown = 4) {
  const navigation = events.find((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
  const paint = navigation && events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts >= navigation.ts);
  if (!paint) return Number.NaN;
  let blocking = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== paint.pid || e.tid !== paint.tid || e.ts < paint.ts) continue;
    blocking += Math.max(0, (slowdown * (e.tdur ?? e.dur)) / 1000 - BLOCKING_MS);
  }
  return blocking;
}
