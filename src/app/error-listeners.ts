import { isReportedStatus } from '../domain/error-report';
import type { PendingError } from './error-reporter';

/**
 * Error reporting (spec 8): unhandled errors and rejections of the page, and failed calls (never a
 * 300–499), go to POST /api/telemetry/errors. Only these listeners load with the page; the
 * reporter itself is a chunk loaded at the first error. Not tied to the statistics consent: a
 * report carries no account and no recording, only the fault, the route, the release and the browser.
 */
export function listenForErrors(release: string) {
  const report = (error: PendingError) => {
    void import('./error-reporter').then(({ reportError }) => reportError(error, release));
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
