import type { NotificationType } from '../../domain/enumerations';

/** What a demo notification may refer to. */
export interface DemoNotificationContext {
  readonly year: number;
  readonly house: { readonly code: string } | null;
  readonly reservation: {
    readonly stayId: number;
    readonly resNo: string;
    readonly accommodationCode: string;
    readonly arrivalDate: string;
    readonly departureDate: string;
  } | null;
  /** The name of the account's newest recommendation; null when it recommended nobody. */
  readonly referralName: string | null;
}

/**
 * The payload of a notification of each type, as the provider's systems would send it, so the demo
 * can show every inbox card, live event and push on demand. Null when the account has nothing the
 * type could be about (no house, no upcoming reservation, or no recommendation).
 */
export function demoNotificationPayload(type: NotificationType, context: DemoNotificationContext): Record<string, unknown> | null {
  const { house, reservation, year, referralName } = context;
  switch (type) {
    case 'feature':
      return {
        featureNotification: {
          key: 'passkeys',
          title: 'Sign in with a passkey',
          text: 'Use your fingerprint or face instead of a code.',
          link: '/profile/passwordless-login',
        },
      };
    case 'feedback':
      return { feedback: { question: 'How likely are you to recommend us to another homeowner?' } };
    case 'referral':
      // Thanks for a recommendation the account really made, so "See your recommendations" lists it.
      return referralName ? { referral: { name: referralName, status: 'SUCCESS' } } : null;
    case 'legal':
      return { legal: { document: 'tax-data-confirmation', year } };
    case 'iban':
      return { ibanUpdatingNotification: { status: 'FAILED', reason: 'ACCOUNT_HOLDER_MISMATCH' } };
    case 'renewal':
    case 'contract':
      if (!house) return null;
      return {
        [type]: {
          accommodationCode: house.code,
          autoRenew: type === 'renewal',
          processType: 'REQUEST',
          contractStatus: type === 'renewal' ? 'ACTIVE' : 'EXPIRING',
          year: year + 1,
        },
      };
    case 'reservation':
      return reservation ? { reservation: { ...reservation, change: 'UPDATED' } } : null;
  }
}
