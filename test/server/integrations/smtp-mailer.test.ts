import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMail, sendMail } from '../../../src/server/integrations/smtp-mailer';

/** A self-signed certificate for localhost made with openssl (null when openssl is missing). */
function localhostCertificate(): { key: string; cert: string } | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'smtp-cert-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
        '-addext', 'subjectAltName=DNS:localhost', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A scripted SMTP server that records what the client sent. With `tls` it offers STARTTLS; with
 * `injectAfterStartTls` it sends that reply in clear text right behind its 220, as a man in the
 * middle would.
 */
function fakeSmtpServer(
  options: { rejectRecipient?: boolean; host?: string; tls?: { key: string; cert: string }; injectAfterStartTls?: string; quoteRecipient?: boolean } = {},
) {
  const commands: string[] = [];
  let data = '';
  let encrypted = false;
  const server = net.createServer((plain) => {
    let socket: net.Socket = plain;
    let buffer = '';
    let inData = false;
    socket.write('220 mail.test ESMTP\r\n');
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 2.0.0 queued\r\n');
          } else data += `${line}\r\n`;
        } else {
          commands.push(encrypted ? `(tls) ${line}` : line);
          const verb = line.split(' ')[0]!.toUpperCase();
          if (verb === 'EHLO') socket.write(options.tls && !encrypted ? '250-mail.test\r\n250-STARTTLS\r\n250 AUTH PLAIN\r\n' : '250-mail.test\r\n250 AUTH PLAIN\r\n');
          else if (verb === 'STARTTLS' && options.tls) {
            socket.write(`220 2.0.0 ready\r\n${options.injectAfterStartTls ?? ''}`);
            socket.off('data', onData);
            buffer = '';
            socket = new tls.TLSSocket(socket, { isServer: true, key: options.tls.key, cert: options.tls.cert });
            socket.on('data', onData);
            socket.on('error', () => undefined);
            encrypted = true;
            return;
          } else if (verb === 'AUTH') socket.write('235 2.7.0 ok\r\n');
          else if (verb === 'MAIL') socket.write('250 ok\r\n');
          else if (verb === 'RCPT') {
            const quoted = options.quoteRecipient ? ` ${line.slice(8)}` : '';
            socket.write(options.rejectRecipient ? `550 5.1.1${quoted} no such user\r\n` : '250 ok\r\n');
          }
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('502 unknown\r\n');
        }
        end = buffer.indexOf('\r\n');
      }
    };
    socket.on('data', onData);
    socket.on('error', () => undefined);
  });
  return new Promise<{ url: string; commands: string[]; data: () => string; close: () => Promise<void> }>((resolve) => {
    const host = options.host ?? '127.0.0.1';
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `smtp://mailer:p%40ss@${options.tls ? 'localhost' : host}:${port}`,
        commands,
        data: () => data,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const mail = { from: 'Owner Portal <no-reply@example.com>', to: 'ana.horvat@example.com', subject: 'Ihr Bestätigungscode', text: 'Code: 123456\n.\nEnde' };
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('sendMail', () => {
  it('speaks SMTP: EHLO, AUTH PLAIN from the URL, envelope, data, QUIT', async () => {
    const server = await fakeSmtpServer();
    close = server.close;
    await sendMail(server.url, mail);
    expect(server.commands[0]).toMatch(/^EHLO /);
    expect(server.commands[1]).toBe(`AUTH PLAIN ${Buffer.from('\0mailer\0p@ss').toString('base64')}`);
    expect(server.commands.slice(2)).toEqual(['MAIL FROM:<no-reply@example.com>', 'RCPT TO:<ana.horvat@example.com>', 'DATA', 'QUIT']);
    const [headers, body] = server.data().split('\r\n\r\n');
    expect(headers).toContain('To: <ana.horvat@example.com>');
    expect(headers).toContain(`Subject: =?UTF-8?B?${Buffer.from('Ihr Bestätigungscode').toString('base64')}?=`);
    expect(Buffer.from(body!.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(mail.text);
  });

  it('fails when the server refuses the recipient', async () => {
    const server = await fakeSmtpServer({ rejectRecipient: true });
    close = server.close;
    await expect(sendMail(server.url, mail)).rejects.toThrow('SMTP server answered 550');
  });

  // Needs an address of this machine that is not loopback, to look like a remote relay.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
  it.skipIf(!external)('refuses to send a password unencrypted to a server that is not on loopback', async () => {
    const server = await fakeSmtpServer({ host: external! });
    close = server.close;
    await expect(sendMail(server.url, mail)).rejects.toThrow('refusing to send mail in clear text');
    expect(server.commands.some((command) => command.startsWith('AUTH'))).toBe(false);
  });

  it.skipIf(!external)('refuses to send anything unencrypted to a server that is not on loopback, also without a password', async () => {
    const server = await fakeSmtpServer({ host: external! });
    close = server.close;
    await expect(sendMail(server.url.replace('mailer:p%40ss@', ''), mail)).rejects.toThrow('offers no TLS; refusing to send mail in clear text');
    expect(server.commands.filter((command) => /^(MAIL|RCPT|DATA)/.test(command))).toEqual([]);
    expect(server.data()).toBe('');
  });

  const certificate = localhostCertificate();
  it.skipIf(!certificate)('switches to TLS with STARTTLS and drops replies that arrived in clear text behind its 220', async () => {
    const server = await fakeSmtpServer({ tls: certificate!, injectAfterStartTls: '554 5.7.0 injected before the handshake\r\n' });
    close = server.close;
    await sendMail(server.url, mail, { ca: certificate!.cert });
    expect(server.commands[0]).toMatch(/^EHLO /);
    expect(server.commands[1]).toBe('STARTTLS');
    expect(server.commands.slice(2).every((command) => command.startsWith('(tls) '))).toBe(true);
    expect(server.commands.slice(2).map((command) => command.split(' ')[1])).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA', 'QUIT']);
  });

  it('never puts the recipient into an error (errors are logged)', async () => {
    const server = await fakeSmtpServer({ rejectRecipient: true, quoteRecipient: true });
    close = server.close;
    const failure = await sendMail(server.url, mail).catch((error: Error) => error);
    expect(String(failure)).toContain('SMTP server answered 550');
    expect(String(failure)).not.toContain(mail.to);
  });

  it('refuses header injection through the recipient', () => {
    expect(() => formatMail({ ...mail, to: 'a@example.com\r\nBcc: victim@example.com' }, new Date())).toThrow('Line break');
  });
});
