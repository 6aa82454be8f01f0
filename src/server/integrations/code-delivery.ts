import type { UiLocale } from '../../domain/enumerations';

/**
 * A message to a person: second-factor codes, links and short notices. Services hand it to the
 * outbox (services/message-outbox.ts), which sends it through a provider of its channel.
 */
export interface OutgoingMessage {
  readonly channel: 'email' | 'sms';
  /** E-mail address or phone number. */
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  /** The language the message is written in (the HTML part's lang, the demo mailbox). */
  readonly locale: UiLocale;
  /** The code in the message, kept separately only by the demo outbox so people can read it. */
  readonly code: string | null;
}

/** A provider of one channel (SMTP for e-mail, Amazon SNS for text messages). */
export interface CodeDelivery {
  /** Sends the message or throws; the outbox retries it later. */
  deliver(message: OutgoingMessage): Promise<void>;
  /** Ends open connections (at shutdown). */
  close?(): void;
}

/**
 * A message for a channel no provider is configured for. The HTTP layer answers it with 503
 * `delivery_unavailable`, which the person reads as "codes cannot be sent this way now".
 */
export class ChannelUnavailable extends Error {
  override readonly name = 'ChannelUnavailable';

  constructor(readonly channel: OutgoingMessage['channel']) {
    super(`No ${channel === 'email' ? 'e-mail' : 'text message'} provider is configured`);
  }
}
