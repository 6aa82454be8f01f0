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

/** The host names of loopback, the one place mail may go unencrypted (a local relay). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Options of a send: `ca` replaces the system's certificate authorities (tests). */
export interface SendOptions {
  readonly now?: Date;
  readonly ca?: string;
}

/**
 * Sends one mail through the server of an `smtp://` or `smtps://` URL (user and password in the
 * URL). smtp:// must switch to TLS with STARTTLS: nothing (codes, addresses, credentials) goes
 * unencrypted except to a loopback relay. Errors never carry the recipient's address (a server's
 * reply may quote it, and errors end up in the log).
 */
export async function sendMail(smtpUrl: string, mail: Mail, options: SendOptions = {}): Promise<void> {
  try {
    await converse(smtpUrl, mail, options);
  } catch (error) {
    const recipient = /[\r\n]/.test(mail.to) ? '' : addressOf(mail.to);
    if (error instanceof Error && recipient && error.message.includes(recipient)) {
      error.message = error.message.split(recipient).join('[recipient]');
    }
    throw error;
  }
}

async function converse(smtpUrl: string, mail: Mail, { now = new Date(), ca }: SendOptions): Promise<void> {
  const url = new URL(smtpUrl);
  const implicitTls = url.protocol === 'smtps:';
  const host = url.hostname;
  const connection = await SmtpConnection.open(host.replace(/^\[|\]$/g, ''), Number(url.port) || (implicitTls ? 465 : 587), implicitTls, ca);
  try {
    await connection.expect(220);
    let hello = await connection.command(`EHLO ${os.hostname() || 'localhost'}`, 250);
    if (!connection.secure && hello.lines.some((line) => /^250[ -]STARTTLS\b/i.test(line))) {
      await connection.command('STARTTLS', 220);
      await connection.upgradeToTls(host, ca);
      hello = await connection.command(`EHLO ${os.hostname() || 'localhost'}`, 250);
    }
    if (!connection.secure && !isLoopbackHost(host)) throw new Error(`SMTP server ${host} offers no TLS; refusing to send mail in clear text`);
    if (url.username) {
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
