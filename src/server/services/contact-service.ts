import type { Kysely } from 'kysely';
import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_LOCALE } from '../../domain/enumerations';
import { serverText } from '../i18n/server-texts';
import type { ContactList, ContactUsReceipt, ContactUsRequest, SentContactMessageList } from '../../contract/contact';
import type { Database } from '../db/schema';
import { ChannelUnavailable } from '../integrations/code-delivery';
import type { Messages } from './message-outbox';
import type { Log } from '../log';
import { findAccountById } from '../repositories/accounts-repository';
import { insertContactMessage, listContactMessages } from '../repositories/contact-messages-repository';
import { listProviderContacts, serviceOfficeEmail, type ProviderContactRecord } from '../repositories/provider-contacts-repository';
import { findReservation } from '../repositories/reservations-repository';
import type { Clock } from './clock';
import { Failure } from './failure';

/** The copy of an owner's message for the service office. */
const OFFICE_COPY = {
  subject: /*i18n*/ {
    id: 'message.officeCopy.subject',
    message: 'Owner {userId}: {group} / {topic}{resNo, select, none {} other {, reservation {resNo}}}',
  },
  text: /*i18n*/ {
    id: 'message.officeCopy.text',
    message: '{owner} (owner {userId}) wrote about {group} / {topic}{resNo, select, none {} other {, reservation {resNo}}}:',
  },
} satisfies Record<string, MessageDescriptor>;

/** The owner's contacts at the provider and the owner's messages to them. */
export class ContactService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly messages: Messages,
    private readonly log: Log,
  ) {}

  async contacts(accountId: number): Promise<ContactList> {
    return { content: (await listProviderContacts(this.db, accountId)).map(toContact) };
  }

  /** The messages this account sent to support, newest first: never another account's. */
  async sentMessages(accountId: number): Promise<SentContactMessageList> {
    const rows = await listContactMessages(this.db, accountId);
    return {
      content: rows.map((row) => ({ id: String(row.id), group: row.topicGroup, topic: row.topic, resNo: row.resNo, status: row.status, createdAt: row.createdAt.toISOString() })),
    };
  }

  /**
   * Stores the message and, in the same transaction, its copy for the owner's service office (so
   * neither exists without the other); the copy is sent after the commit. The stored message is
   * what support works from, so a copy that cannot leave (no e-mail provider) is logged, not
   * reported to the owner. A reservation number that is not one of the owner's answers 400 naming `resNo`.
   */
  async send(accountId: number, request: ContactUsRequest): Promise<ContactUsReceipt> {
    const stay = request.resNo ? await findReservation(this.db, accountId, { resNo: request.resNo }) : undefined;
    if (request.resNo && !stay) throw Failure.badRequest('invalid_request', { fieldErrors: { resNo: ['not_found'] } });
    const [recipient, account] = await Promise.all([serviceOfficeEmail(this.db, accountId), findAccountById(this.db, accountId)]);
    const { id, queued } = await this.db.transaction().execute(async (trx) => {
      const stored = await insertContactMessage(trx, {
        accountId,
        topicGroup: request.group,
        topic: request.topic,
        message: request.message,
        stayId: stay ? stay.id : null,
        resNo: request.resNo ?? null,
        createdAt: this.clock.now(),
      });
      if (!recipient || !account) return { id: stored, queued: [] };
      const owner = `${account.firstName} ${account.lastName}`.trim() || account.userId;
      // The service office's copy: in English, the language of the office's tools.
      const values = { owner, userId: account.userId, group: request.group, topic: request.topic, resNo: request.resNo ?? 'none' };
      const copy = {
        channel: 'email',
        recipient,
        subject: serverText(DEFAULT_LOCALE, OFFICE_COPY.subject, values),
        text: `${serverText(DEFAULT_LOCALE, OFFICE_COPY.text, values)}\n\n${request.message}`,
        code: null,
        locale: DEFAULT_LOCALE,
      } as const;
      try {
        return { id: stored, queued: [await this.messages.enqueue(trx, copy)] };
      } catch (error) {
        if (!(error instanceof ChannelUnavailable)) throw error;
        this.log.error({ err: error, messageId: stored }, 'contact-us copy to the service office not sent: no e-mail provider');
        return { id: stored, queued: [] };
      }
    });
    await this.messages.send(queued);
    return { id: String(id) };
  }
}

function toContact(row: ProviderContactRecord): ContactList['content'][number] {
  const hours =
    row.firstDay !== null && row.lastDay !== null && row.opens !== null && row.closes !== null
      ? { firstDay: row.firstDay, lastDay: row.lastDay, opens: row.opens, closes: row.closes }
      : null;
  return {
    id: String(row.id),
    role: row.role,
    name: row.name,
    accommodation: row.accommodationCode && row.accommodationName ? { code: row.accommodationCode, name: row.accommodationName } : null,
    country: row.accommodationCode ? null : row.country,
    channel: row.channel,
    email: row.email,
    phone: row.phone,
    hours,
  };
}
