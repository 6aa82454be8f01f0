import net from 'node:net';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMail, sendMail } from '../../../src/server/integrations/smtp-mailer';

/** A scripted SMTP server on loopback that records what the client sent. */
function fakeSmtpServer(options: { rejectRecipient?: boolean; host?: string } = {}) {
  const commands: string[] = [];
  let data = '';
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 mail.test ESMTP\r\n');
    socket.on('data', (chunk) => {
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
          commands.push(line);
          const verb = line.split(' ')[0]!.toUpperCase();
          if (verb === 'EHLO') socket.write('250-mail.test\r\n250 AUTH PLAIN\r\n');
          else if (verb === 'AUTH') socket.write('235 2.7.0 ok\r\n');
          else if (verb === 'MAIL') socket.write('250 ok\r\n');
          else if (verb === 'RCPT') socket.write(options.rejectRecipient ? '550 5.1.1 no such user\r\n' : '250 ok\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('502 unknown\r\n');
        }
        end = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise<{ url: string; commands: string[]; data: () => string; close: () => Promise<void> }>((resolve) => {
    const host = options.host ?? '127.0.0.1';
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `smtp://mailer:p%40ss@${host}:${port}`,
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
    await expect(sendMail(server.url, mail)).rejects.toThrow('refusing to send the password in clear text');
    expect(server.commands.some((command) => command.startsWith('AUTH'))).toBe(false);
  });

  it('refuses header injection through the recipient', () => {
    expect(() => formatMail({ ...mail, to: 'a@example.com\r\nBcc: victim@example.com' }, new Date())).toThrow('Line break');
  });
});
