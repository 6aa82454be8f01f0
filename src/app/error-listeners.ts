import { isReportedStatus } from '../domain/error-report';
import type { PendingError } from './error-reporter';

/**
 * Error reporting (spec 8): unhandled errors and rejections of the page, and failed calls (never a
 * 300–499), go to POST /api/telemetry/errors. Only these listeners load with the page; the
 * reporter itself is a chunk loaded at the first error. Not tied to the statistics consent: a
 * report carries no account and no recording, only the fault, the route, the release and the browser.
 */
export function listenForErrors(release: string) {
  // The reporter chunk is imported once. If that fails (no signal, and it was never kept), the
  // failure is not itself reported: an unhandled rejection would import again, fail again, and
  // loop thousands of times a second. Reports wait for the signal to come back instead.
  let reporter: Promise<typeof import('./error-reporter')> | null = null;
  let unreachable = false;
  window.addEventListener('online', () => (unreachable = false));
  const report = (error: PendingError) => {
    if (unreachable) return;
    reporter ??= import('./error-reporter');
    reporter.then(
      ({ reportError }) => reportError(error, release),
      (failure: unknown) => {
        if (unreachable) return;
        unreachable = true;
        reporter = null;
        console.warn('Error reports are paused until the connection is back:', failure);
      },
    );
  };
  window.addEventListener('error', (event) => {
    const error: unknown = event.error;
    report({ kind: 'error', message: event.message || describe(error), stack: error instanceof Error ? error.stack : undefined });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    report({ kind: 'rejection', message: describe(reason), stack: reason instanceof Error ? reason.stack : undefined });
  });
  return {
    /** A call that failed: a status outside 300–499, or no answer at all (null). */
    failedCall(method: string, url: string, status: number | null) {
      if (status !== null && !isReportedStatus(status)) return;
      // The path only: query strings may hold what the owner searched for.
      const path = new URL(url, location.href).pathname;
      report({ kind: 'http', message: `${method} ${path} ${status ?? 'no answer'}`, status: status ?? undefined });
    },
  };
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
}
