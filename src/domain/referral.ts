/** Where a recommendation of a homeowner stands at the provider. */
export const ReferralStatuses = ['RECEIVED', 'CONTACTED', 'SIGNED', 'DECLINED'] as const;
export type ReferralStatus = (typeof ReferralStatuses)[number];

/**
 * The public referral form's bot check: a person needs a few seconds to fill in a name, a way to
 * reach them and a place, and a form token older than a day is a stale page, not a visitor.
 */
export const REFERRAL_FORM_MIN_FILL_MS = 3_000;
export const REFERRAL_FORM_MAX_AGE_MS = 24 * 3_600_000;

/** Whether a form issued at `issuedAt` (ms) and sent at `sentAt` (ms) looks filled in by a person. */
export function filledByPerson(issuedAt: number, sentAt: number): boolean {
  const elapsed = sentAt - issuedAt;
  return elapsed >= REFERRAL_FORM_MIN_FILL_MS && elapsed <= REFERRAL_FORM_MAX_AGE_MS;
}
