/**
 * The visitor's cookie consent; undecided until saved (spec 4). Necessary cookies need none.
 * `decidedAt` (ISO instant) is when it was saved: it decides between a browser's and the server's copy.
 */
export interface Consent {
  decided: boolean;
  statistics: boolean;
  decidedAt: string | null;
}

export const UNDECIDED: Consent = { decided: false, statistics: false, decidedAt: null };

// `at` is optional: the first release stored "statistics=1" alone (read as decided at an unknown time).
const STORED = /^statistics=([01])(?:&at=(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z))?$/;

/** Reads the stored CONSENT value ("statistics=1&at=2026-11-22T10:00:00.000Z"); anything else is undecided. */
export function parseConsent(raw: string | null): Consent {
  if (raw === null) return UNDECIDED;
  const match = STORED.exec(raw);
  return match ? { decided: true, statistics: match[1] === '1', decidedAt: match[2] ?? null } : UNDECIDED;
}

export function serializeConsent(consent: { statistics: boolean; decidedAt?: string | null }): string {
  return `statistics=${consent.statistics ? '1' : '0'}${consent.decidedAt ? `&at=${consent.decidedAt}` : ''}`;
}

/** A saved decision (what the server keeps per owner). */
export function decidedConsent(statistics: boolean, decidedAt: string): Consent {
  return { decided: true, statistics, decidedAt };
}

/**
 * The decision that counts when this browser's copy and the owner's copy on the server differ
 * (after login): a decision beats no decision; of two decisions the newer one wins, because it is
 * what the owner said last, on whichever device; on a tie or an unknown time the server's copy wins.
 */
export function effectiveConsent(local: Consent, server: Consent): Consent {
  if (!server.decided) return local;
  if (!local.decided) return server;
  if (local.decidedAt !== null && server.decidedAt !== null && Date.parse(local.decidedAt) > Date.parse(server.decidedAt)) return local;
  return server;
}

/** Whether statistics (page views, scroll depth, session replay) may be collected. */
export function allowsStatistics(consent: Consent): boolean {
  return consent.decided && consent.statistics;
}
