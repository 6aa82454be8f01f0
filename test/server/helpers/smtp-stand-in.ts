import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

/** A self-signed certificate for localhost made with openssl (null when openssl is missing). */
export function localhostCertificate(): { key: string; cert: string } | null {
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

export interface SmtpStandIn {
  /** smtp://mailer:p%40ss@host:port */
  readonly url: string;
  /** Every command line in order; after STARTTLS prefixed with "(tls) ". */
  readonly commands: string[];
  /** The DATA of each accepted message. */
  readonly messages: string[];
  /** How many connections clients opened. */
  connections(): number;
  /** While down, every new connection is refused with 421 (an outage). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/**
 * A small SMTP server that records what the client sent. With `tls` it offers STARTTLS; with
 * `rejectRecipient` it refuses every RCPT (quoting the address back, as some servers do).
 */
export function smtpStandIn(options: { rejectRecipient?: boolean; host?: string; tls?: { key: string; cert: string } } = {}): Promise<SmtpStandIn> {
  const commands: string[] = [];
  const messages: string[] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  let down = false;
  const server = net.createServer((plain) => {
    connections++;
    sockets.add(plain);
    plain.on('close', () => sockets.delete(plain));
    plain.on('error', () => undefined);
    if (down) {
      plain.end('421 4.3.2 service not available\r\n');
      return;
    }
    let socket: net.Socket = plain;
    let buffer = '';
    let data: string | null = null;
    let encrypted = false;
    socket.write('220 mail.test ESMTP\r\n');
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 2.0.0 queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        } else {
          commands.push(encrypted ? `(tls) ${line}` : line);
          const verb = line.split(' ')[0]!.toUpperCase();
          if (verb === 'EHLO') socket.write(options.tls && !encrypted ? '250-mail.test\r\n250-STARTTLS\r\n250 AUTH PLAIN\r\n' : '250-mail.test\r\n250 AUTH PLAIN\r\n');
          else if (verb === 'STARTTLS' && options.tls) {
            socket.write('220 2.0.0 ready\r\n');
            socket.off('data', onData);
            buffer = '';
            socket = new tls.TLSSocket(socket, { isServer: true, key: options.tls.key, cert: options.tls.cert });
            socket.on('data', onData);
            socket.on('error', () => undefined);
            encrypted = true;
            return;
          } else if (verb === 'AUTH') socket.write('235 2.7.0 ok\r\n');
          else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
          else if (verb === 'RCPT') socket.write(options.rejectRecipient ? `550 5.1.1 ${line.slice(8)} no such user\r\n` : '250 ok\r\n');
          else if (verb === 'DATA') {
            data = '';
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('502 unknown\r\n');
        }
        end = buffer.indexOf('\r\n');
      }
    };
    socket.on('data', onData);
  });
  return new Promise((resolve) => {
    const host = options.host ?? '127.0.0.1';
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `smtp://mailer:p%40ss@${options.tls ? 'localhost' : host}:${port}`,
        commands,
        messages,
        connections: () => connections,
        setDown: (value) => (down = value),
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
