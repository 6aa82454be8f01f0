/** The visitor's cookie consent; undecided until saved (spec 4). Necessary cookies need none. */
export interface Consent {
  decided: boolean;
  statistics: boolean;
}

export const UNDECIDED: Consent = { decided: false, statistics: false };

/** Reads the stored CONSENT value ("statistics=1"); anything else is undecided. */
export function parseConsent(raw: string | null): Consent {
  if (raw === null) return UNDECIDED;
  const match = /^statistics=([01])$/.exec(raw);
  return match ? { decided: true, statistics: match[1] === '1' } : UNDECIDED;
}

export function serializeConsent(consent: Pick<Consent, 'statistics'>): string {
  return `statistics=${consent.statistics ? '1' : '0'}`;
}
