import { generateKeyPairSync } from 'node:crypto';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../../../src/server/integrations/code-delivery';
import { senderOf, smtpEmail } from '../../../src/server/integrations/smtp-email';
import { localhostCertificate, type SmtpStandIn, smtpStandIn } from '../helpers/smtp-stand-in';

const message: OutgoingMessage = {
  channel: 'email',
  recipient: 'ana.horvat@example.com',
  subject: 'Ihr Bestätigungscode für das Eigentümerportal',
  text: 'Ihr Code lautet 123456.\n\nÖffnen Sie https://portal.example/x?a=1&b=2 <bitte>.\n.\nEnde',
  code: '123456',
  locale: 'de',
};
const FROM = 'Eigentümerportal <no-reply@example.com>';

/** Decodes the RFC 2047 encoded words of a header value. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/** A header of the raw message, unfolded, as sent (still encoded). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  return head.split('\r\n').find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim();
}

/** The decoded body of the MIME part with this content type. */
function part(raw: string, type: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(header(raw, 'Content-Type') ?? '')?.[1];
  const found = raw.split(`--${boundary}`).find((section) => new RegExp(`Content-Type: ${type}`, 'i').test(section));
  if (!found) throw new Error(`no ${type} part`);
  const [head, ...rest] = found.replace(/^\r\n/, '').split('\r\n\r\n');
  const body = rest.join('\r\n\r\n').replace(/\r\n$/, '');
  if (/quoted-printable/i.test(head!)) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  }
  if (/base64/i.test(head!)) return Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8').replace(/\r\n/g, '\n');
  return body.replace(/\r\n/g, '\n');
}

let server: SmtpStandIn | undefined;
let mailer: ReturnType<typeof smtpEmail> | undefined;
afterEach(async () => {
  mailer?.close();
  await server?.close();
  server = mailer = undefined;
});

describe('e-mail through nodemailer', () => {
  it('sends plain text and an accessible HTML part in the message language, with the sender name encoded apart from the address', async () => {
    server = await smtpStandIn();
    mailer = smtpEmail({ url: server.url, from: FROM, dkim: null });
    await mailer.deliver(message);
    expect(server.commands).toContain(`AUTH PLAIN ${Buffer.from('\0mailer\0p@ss').toString('base64')}`);
    expect(server.commands).toContain('MAIL FROM:<no-reply@example.com>');
    expect(server.commands).toContain('RCPT TO:<ana.horvat@example.com>');
    const raw = server.messages[0]!;
    // RFC 2047: an encoded word for the name only; the address stays as it is, outside it.
    const from = header(raw, 'From')!;
    expect(from).toMatch(/^=\?UTF-8\?[BQ]\?[^ ]+\?= <no-reply@example\.com>$/i);
    expect(decodeWords(from)).toBe(FROM);
    expect(header(raw, 'Subject')).toMatch(/^=\?UTF-8\?/i);
    expect(decodeWords(header(raw, 'Subject')!)).toBe(message.subject);
    expect(header(raw, 'Content-Language')).toBe('de');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative;/);
    expect(part(raw, 'text/plain').trimEnd()).toBe(message.text);
    const html = part(raw, 'text/html');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<title>${message.subject}</title>`);
    expect(html).toContain('<p>Ihr Code lautet 123456.</p>');
    expect(html).toContain('<p>Öffnen Sie <a href="https://portal.example/x?a=1&amp;b=2">https://portal.example/x?a=1&amp;b=2</a> &lt;bitte&gt;.<br>\n.<br>\nEnde</p>');
    expect(html).not.toMatch(/<script|<img/i);
  });

  it('keeps one pooled connection for several messages', async () => {
    server = await smtpStandIn();
    mailer = smtpEmail({ url: server.url, from: FROM, dkim: null });
    await mailer.deliver(message);
    await mailer.deliver({ ...message, recipient: 'second@example.com' });
    expect(server.messages).toHaveLength(2);
    expect(server.connections()).toBe(1);
  });

  it('signs with DKIM when configured', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    server = await smtpStandIn();
    mailer = smtpEmail({ url: server.url, from: FROM, dkim: { domainName: 'example.com', keySelector: 'portal', privateKey } });
    await mailer.deliver(message);
    const signature = header(server.messages[0]!, 'DKIM-Signature')!;
    expect(signature).toMatch(/\bd=example\.com;/);
    expect(signature).toMatch(/\bs=portal;/);
    expect(signature).toMatch(/\bh=[^;]*\bFrom\b/i);
  });

  it('never puts the recipient into an error (errors are logged)', async () => {
    server = await smtpStandIn({ rejectRecipient: true });
    mailer = smtpEmail({ url: server.url, from: FROM, dkim: null });
    const failure = await mailer.deliver(message).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toContain('550');
    expect(JSON.stringify({ ...(failure as object), message: (failure as Error).message })).not.toContain(message.recipient);
  });

  const certificate = localhostCertificate();
  it.skipIf(!certificate)('switches to TLS with STARTTLS before authenticating', async () => {
    server = await smtpStandIn({ tls: certificate! });
    mailer = smtpEmail({ url: server.url, from: FROM, dkim: null, ca: certificate!.cert });
    await mailer.deliver(message);
    expect(server.commands[1]).toBe('STARTTLS');
    expect(server.commands.slice(2).every((command) => command.startsWith('(tls) '))).toBe(true);
    expect(server.messages).toHaveLength(1);
  });

  // Needs an address of this machine that is not loopback, to look like a remote relay.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
  it.skipIf(!external)('refuses to send anything, password included, unencrypted to a server that is not on loopback', async () => {
    server = await smtpStandIn({ host: external! });
    mailer = smtpEmail({ url: server.url, from: FROM, dkim: null });
    await expect(mailer.deliver(message)).rejects.toThrow(/STARTTLS/);
    expect(server.commands.filter((command) => /^(AUTH|MAIL|RCPT|DATA)/.test(command))).toEqual([]);
    expect(server.messages).toEqual([]);
  });

  it('reads the display name and the address of SMTP_FROM', () => {
    expect(senderOf('Owner Portal <no-reply@example.com>')).toEqual({ name: 'Owner Portal', address: 'no-reply@example.com' });
    expect(senderOf('"Eigentümer, Portal" <a@example.com>')).toEqual({ name: 'Eigentümer, Portal', address: 'a@example.com' });
    expect(senderOf('no-reply@example.com')).toEqual({ name: '', address: 'no-reply@example.com' });
  });
});
