import { FetchTelemetrySink } from '../adapters/fetch-telemetry-sink';
import { admitError, errorFingerprint, type ErrorGate, type ErrorIdentity, OPEN_GATE } from '../domain/error-report';

export type PendingError = Omit<ErrorIdentity, 'release'>;

const sink = new FetchTelemetrySink();
// For this page load: each error once, at most ten a minute (domain/error-report.ts).
let gate: ErrorGate = OPEN_GATE;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** Sends one error report unless it was sent already or the page has sent too many. */
export function reportError(error: PendingError, release: string) {
  const identity = { ...error, message: cut(error.message.trim() || 'Unknown error', 1000), release: cut(release, 100) };
  const result = admitError(gate, errorFingerprint(identity), Date.now());
  gate = result.gate;
  if (!result.admit) return;
  void sink.report({
    kind: identity.kind,
    message: identity.message,
    ...(identity.stack ? { stack: cut(identity.stack, 8000) } : {}),
    ...(identity.status !== undefined ? { status: identity.status } : {}),
    route: cut(location.pathname, 2048),
    release: identity.release,
    browser: cut(navigator.userAgent, 500),
  });
}
