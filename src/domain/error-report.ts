/** Reports one page sends per minute at most; the rest are dropped (a loop must not flood the server). */
export const ERROR_REPORTS_PER_MINUTE = 10;

/** Client errors 300–499 are not reported (spec 8): they are answers, not faults. */
export function isReportedStatus(status: number): boolean {
  return status < 300 || status > 499;
}

export interface ErrorIdentity {
  kind: 'error' | 'rejection' | 'http';
  message: string;
  status?: number | undefined;
  stack?: string | undefined;
  release: string;
}

/**
 * What makes two reports the same error: kind, status, the message with its numbers and ids
 * blurred, the first stack frame without line and column, and the release. The route is not part
 * of it: one fault on every reservation page is one error, counted.
 */
export function errorFingerprint(report: ErrorIdentity): string {
  const blur = (text: string) => text.replace(/[0-9a-f]{8,}|\d+/gi, '#');
  const frame = (report.stack ?? '').split('\n').find((line) => /\bat\b|@/.test(line)) ?? '';
  return [report.kind, report.status ?? '', blur(report.message.trim()).slice(0, 300), blur(frame.trim()).slice(0, 300), report.release].join('|');
}

/** What a page remembers to deduplicate and rate-limit its reports. */
export interface ErrorGate {
  readonly seen: readonly string[];
  /** When the recent reports were sent (ms), newest last. */
  readonly sentAt: readonly number[];
}

export const OPEN_GATE: ErrorGate = { seen: [], sentAt: [] };

/** Whether a report goes out at `now`: each fingerprint once per page, at most ERROR_REPORTS_PER_MINUTE a minute. */
export function admitError(gate: ErrorGate, fingerprint: string, now: number): { admit: boolean; gate: ErrorGate } {
  const recent = gate.sentAt.filter((at) => now - at < 60_000);
  if (gate.seen.includes(fingerprint) || recent.length >= ERROR_REPORTS_PER_MINUTE) return { admit: false, gate: { seen: gate.seen, sentAt: recent } };
  return { admit: true, gate: { seen: [...gate.seen, fingerprint], sentAt: [...recent, now] } };
}
