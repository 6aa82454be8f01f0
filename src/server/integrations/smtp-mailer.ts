import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { CodeDelivery } from './code-delivery';
import { SmtpConnection } from './smtp-connection';

/** A plain-text e-mail. */
export interface Mail {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The address inside 'Name <address>', or the whole value. Refuses line breaks (header injection). */
function addressOf(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('Line break in a mail address');
  const match = /<([^<>]+)>\s*$/.exec(value);
  return (match?.[1] ?? value).trim();
}

/** RFC 2047 encoded-word, so any language's subject survives 7-bit transport. */
function encodeHeader(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('Line break in a mail header');
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** The message in Internet Message Format; base64 body lines never start with '.', so no dot-stuffing is needed. */
export function formatMail(mail: Mail, now: Date): string {
  const domain = addressOf(mail.from).split('@')[1] ?? 'localhost';
  const body = (Buffer.from(mail.text, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
  return [
    `From: ${encodeHeader(mail.from)}`,
    `To: <${addressOf(mail.to)}>`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/**
 * Sends one mail through the server of an `smtp://` or `smtps://` URL (user and password in the
 * URL). smtp:// switches to TLS with STARTTLS when offered; credentials are never sent unencrypted
 * except to a loopback relay.
 */
export async function sendMail(smtpUrl: string, mail: Mail, now = new Date()): Promise<void> {
  const url = new URL(smtpUrl);
  const implicitTls = url.protocol === 'smtps:';
  const host = url.hostname;
  const connection = await SmtpConnection.open(host.replace(/^\[|\]$/g, ''), Number(url.port) || (implicitTls ? 465 : 587), implicitTls);
  try {
    await connection.expect(220);
    let hello = await connection.command(`EHLO ${os.hostname() || 'localhost'}`, 250);
    if (!connection.secure && hello.lines.some((line) => /^250[ -]STARTTLS\b/i.test(line))) {
      await connection.command('STARTTLS', 220);
      await connection.upgradeToTls(host);
      hello = await connection.command(`EHLO ${os.hostname() || 'localhost'}`, 250);
    }
    if (url.username) {
      if (!connection.secure && !LOOPBACK.has(host)) throw new Error('SMTP server offers no TLS; refusing to send the password in clear text');
      const credentials = `\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`;
      await connection.command(`AUTH PLAIN ${Buffer.from(credentials, 'utf8').toString('base64')}`, 235);
    }
    await connection.command(`MAIL FROM:<${addressOf(mail.from)}>`, 250);
    await connection.command(`RCPT TO:<${addressOf(mail.to)}>`, 250, 251);
    await connection.command('DATA', 354);
    connection.write(`${formatMail(mail, now)}\r\n`);
    await connection.command('.', 250);
    await connection.command('QUIT', 221).catch(() => undefined);
  } finally {
    connection.close();
  }
}

/** The e-mail channel over SMTP. */
export function smtpDelivery(smtp: { url: string; from: string }): CodeDelivery {
  return {
    deliver: (message) => sendMail(smtp.url, { from: smtp.from, to: message.recipient, subject: message.subject, text: message.text }),
  };
}
