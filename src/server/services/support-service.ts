import type { MessageDescriptor } from '@lingui/core';
import type { Kysely } from 'kysely';
import type { TwoFactorContactRequest } from '../../contract/support';
import type { UiLocale } from '../../domain/enumerations';
import type { Database } from '../db/schema';
import { serverText } from '../i18n/server-texts';
import type { Messages } from './message-outbox';
import { insertSupportRequest } from '../repositories/support-requests-repository';
import type { Clock } from './clock';

const TEXTS = {
  subject: /*i18n*/ { id: 'message.supportReceived.subject', message: 'We received your request' },
  text: /*i18n*/ {
    id: 'message.supportReceived.text',
    message: 'Dear {name}, support received your request about signing in as {userId} and will contact you soon.',
  },
} satisfies Record<string, MessageDescriptor>;

/** Requests for help sent to support. */
export class SupportService {
  /**
   * @param confirmations where confirmations go, or null. Only the demo outbox: mailing an address
   * typed into a public form would let anyone use the portal to send mail to strangers.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly confirmations: Messages | null,
  ) {}

  /** Stores a "cannot receive my code" request from the public 2FA contact form, with its confirmation (same transaction). */
  async twoFactorContact(request: TwoFactorContactRequest, locale: UiLocale): Promise<void> {
    const confirmations = this.confirmations;
    const queued = await this.db.transaction().execute(async (trx) => {
      await insertSupportRequest(trx, {
        kind: 'two_factor',
        userId: request.userID,
        name: request.name,
        contact: request.contact,
        message: request.message,
        createdAt: this.clock.now(),
      });
      if (!confirmations) return [];
      const confirmation = {
        channel: request.contact.includes('@') ? 'email' : 'sms',
        recipient: request.contact,
        subject: serverText(locale, TEXTS.subject),
        text: serverText(locale, TEXTS.text, { name: request.name, userId: request.userID }),
        code: null,
        locale,
      } as const;
      return [await confirmations.enqueue(trx, confirmation)];
    });
    await confirmations?.send(queued);
  }
}
