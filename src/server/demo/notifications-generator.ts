import type { NotificationType } from '../../domain/enumerations';
import type { GeneratedStay } from './stays-generator';
import type { Prng } from './prng';
import { DEMO_REFERRAL } from './demo-referral';

/** An inbox notification before it is tied to an account id. */
export interface GeneratedNotification {
  readonly type: NotificationType;
  readonly isRead: boolean;
  readonly payload: Record<string, unknown>;
  readonly createdAt: Date;
}

/** Inbox notifications are dated within the weeks before this instant. */
const INBOX_UNTIL = Date.UTC(2026, 10, 1, 8, 0);
const INBOX_UNTIL_DAY = new Date(INBOX_UNTIL).toISOString().slice(0, 10);

const FEATURES = [
  { key: 'passkeys', title: 'Sign in with a passkey', text: 'Use your fingerprint or face instead of a code.' },
  { key: 'ical', title: 'Connect other calendars', text: 'Import bookings from other platforms with an iCal link.' },
];

/**
 * The inbox of one account: every notification type at least once (keyholders only get what
 * concerns them), reservation cards pointing at real reservations of the account, an IBAN change
 * that failed and one that was approved, and a mix of read and unread cards.
 */
export function generateNotifications(
  prng: Prng,
  account: { isKeyholder: boolean; accommodationCodes: readonly string[] },
  stays: readonly GeneratedStay[],
): GeneratedNotification[] {
  // A notice is about a booking still to come: "New booking" in October 2026 for a 2024 arrival
  // read as nonsense. A cancellation notice names a cancelled stay, the others a stay that stands.
  const upcoming = stays.filter((stay) => stay.kind === 'Reservation' && stay.resNo && stay.arrival >= INBOX_UNTIL_DAY);
  const reservationsFor = (change: 'NEW' | 'UPDATED' | 'CANCELED') => upcoming.filter((stay) => (change === 'CANCELED') === Boolean(stay.canceled));
  const code = () => prng.pick(account.accommodationCodes);
  const entries: [NotificationType, Record<string, unknown>][] = [
    ['feature', { featureNotification: prng.pick(FEATURES) }],
    ['feedback', { feedback: { question: 'How likely are you to recommend us to another homeowner?' } }],
    // The thanks for the recommendation the account made (seeded from the same DEMO_REFERRAL).
    ['referral', { referral: { name: DEMO_REFERRAL.name, status: 'REQUEST' } }],
  ];
  for (const [change, count] of [['NEW', 3], ['UPDATED', 1], ['CANCELED', 1]] as const) {
    const reservations = reservationsFor(change);
    for (let index = 0; index < count && reservations.length > 0; index++) {
      const stay = prng.pick(reservations);
      entries.push(['reservation', { reservation: { resNo: stay.resNo, accommodationCode: stay.accommodationCode, arrivalDate: stay.arrival, change } }]);
    }
  }
  if (!account.isKeyholder) {
    entries.push(
      ['legal', { legal: { document: 'tax-data-confirmation', year: 2026 } }],
      ['iban', { ibanUpdatingNotification: { status: 'FAILED', reason: 'ACCOUNT_HOLDER_MISMATCH' } }],
      ['iban', { ibanUpdatingNotification: { status: 'SUCCESSFUL' } }],
      ['renewal', { renewal: { accommodationCode: code(), autoRenew: true, processType: 'REQUEST', contractStatus: 'ACTIVE', year: 2027 } }],
      ['contract', { contract: { accommodationCode: code(), autoRenew: false, processType: 'REQUEST', contractStatus: 'EXPIRING', year: 2027 } }],
    );
  }
  return entries.map(([type, payload], index) => ({
    type,
    payload,
    // The newest few are unread, older ones mostly read.
    isRead: index < entries.length - 4 ? prng.chance(0.8) : false,
    createdAt: new Date(INBOX_UNTIL - (entries.length - index) * prng.int(20, 60) * 3_600_000),
  }));
}
