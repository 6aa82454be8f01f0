import type { UiLocale } from '../../domain/enumerations';

/**
 * The port through which the server sends messages to people: second-factor codes and short
 * confirmations. Adapters: the demo outbox (database), SMTP for e-mail (nodemailer), Amazon SNS
 * for text messages.
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

export interface CodeDelivery {
  /** Sends the message or throws; the caller decides whether a failure fails the request. */
  deliver(message: OutgoingMessage): Promise<void>;
  /** Ends open connections (at shutdown). */
  close?(): void;
}

/** Routes each message to the adapter of its channel. */
export function routeByChannel(routes: { email: CodeDelivery; sms: CodeDelivery }): CodeDelivery {
  return {
    deliver: (message) => routes[message.channel].deliver(message),
    close: () => {
      routes.email.close?.();
      routes.sms.close?.();
    },
  };
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

/** A channel with no adapter configured: fails loudly instead of dropping codes silently. */
export function unavailableChannel(channel: OutgoingMessage['channel']): CodeDelivery {
  return {
    deliver: async () => {
      throw new ChannelUnavailable(channel);
    },
  };
}
