import nodemailer from 'nodemailer';
import type { DkimConfig } from '../config';
import type { CodeDelivery } from './code-delivery';
import { mailHtml } from './mail-html';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The host names of loopback, the one place mail may go unencrypted (a local relay). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The sender of SMTP_FROM as name and address, so the name is encoded on its own (RFC 2047 allows
 * encoded words in the display name, never in the address).
 */
export function senderOf(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(from);
  if (!match) return { name: '', address: from.trim() };
  return { name: match[1]!.replace(/^"(.*)"$/, '$1'), address: match[2]! };
}

/**
 * A send error as the log may see it: nodemailer's errors carry the server's reply and the
 * rejected addresses in several fields; only the message (the address taken out), the code and the
 * reply code are kept.
 */
function withoutRecipient(error: unknown, recipient: string): Error {
  if (!(error instanceof Error)) return new Error('e-mail not sent');
  const details = error as Error & { code?: unknown; responseCode?: unknown };
  const clean = new Error(recipient ? error.message.split(recipient).join('[recipient]') : error.message);
  return Object.assign(clean, { name: 'SmtpError', code: details.code, responseCode: details.responseCode });
}

export interface SmtpOptions {
  readonly url: string;
  readonly from: string;
  readonly dkim: DkimConfig | null;
  /** Replaces the system's certificate authorities (tests with a self-signed server). */
  readonly ca?: string;
}

/**
 * E-mail through the SMTP server of an `smtp://` or `smtps://` URL with nodemailer: pooled
 * connections; an smtp:// server must switch to TLS with STARTTLS (nothing, not even the
 * password, goes unencrypted) unless it is on loopback; each message has a plain-text part and a
 * simple HTML part in the message's language; DKIM-signed when configured. Errors never carry the
 * recipient's address (a server's reply may quote it, and errors end up in the log).
 */
export function smtpEmail(options: SmtpOptions): Required<CodeDelivery> {
  const host = new URL(options.url).hostname;
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 3,
    requireTLS: !isLoopbackHost(host),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    ...(options.ca ? { tls: { ca: options.ca } } : {}),
    ...(options.dkim ? { dkim: options.dkim } : {}),
  });
  const from = senderOf(options.from);
  return {
    async deliver(message) {
      try {
        await transport.sendMail({
          from,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          html: mailHtml(message.text, message.subject, message.locale),
          headers: { 'Content-Language': message.locale },
        });
      } catch (error) {
        throw withoutRecipient(error, message.recipient);
      }
    },
    close: () => transport.close(),
  };
}
