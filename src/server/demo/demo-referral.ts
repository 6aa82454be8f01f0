import type { Insertable } from 'kysely';
import type { ReferralsTable } from '../db/schema';

/**
 * The homeowner every demo account recommended. The inbox's "Thank you for recommending …" notice
 * is made from this same recommendation, so the notice and the list of recommendations agree.
 */
export const DEMO_REFERRAL = {
  name: 'Marta Novak',
  email: 'marta.novak@example.com',
  phone: null,
  location: 'Rovinj, Croatia',
  message: 'Has a stone house near the old town and asked me how renting out works.',
  consent: true,
  status: 'CONTACTED',
  // Before every inbox notice (those are dated within the weeks before 1 Nov 2026).
  createdAt: new Date(Date.UTC(2026, 7, 20, 9, 30)),
} as const satisfies Omit<Insertable<ReferralsTable>, 'accountId'>;

/** The demo recommendation as the account's row. */
export const demoReferralRow = (accountId: number): Insertable<ReferralsTable> => ({ ...DEMO_REFERRAL, accountId });
