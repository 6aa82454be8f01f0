/**
 * The port through which the server sends messages to people: second-factor codes and short
 * confirmations. Adapters: the demo outbox (database), SMTP for e-mail.
 */
export interface OutgoingMessage {
  readonly channel: 'email' | 'sms';
  /** E-mail address or phone number. */
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  /** The code in the message, kept separately only by the demo outbox so people can read it. */
  readonly code: string | null;
}

export interface CodeDelivery {
  /** Sends the message or throws; the caller decides whether a failure fails the request. */
  deliver(message: OutgoingMessage): Promise<void>;
}

/** Routes each message to the adapter of its channel. */
export function routeByChannel(routes: { email: CodeDelivery; sms: CodeDelivery }): CodeDelivery {
  return { deliver: (message) => routes[message.channel].deliver(message) };
}

/** A channel with no adapter configured: fails loudly instead of dropping codes silently. */
export function unavailableChannel(reason: string): CodeDelivery {
  return {
    deliver: async () => {
      throw new Error(reason);
    },
  };
}
