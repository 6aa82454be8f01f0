import net from 'node:net';
import tls from 'node:tls';

/** One SMTP reply: its 3-digit code and all its lines (multi-line replies joined). */
export interface SmtpReply {
  readonly code: number;
  readonly lines: readonly string[];
}

const TIMEOUT_MS = 20_000;

/**
 * A line-oriented SMTP connection (RFC 5321): sends commands, collects multi-line replies and can
 * upgrade itself to TLS after STARTTLS. Deliberately small: one message per connection.
 */
export class SmtpConnection {
  private socket: net.Socket;
  private buffer = '';
  private partial: string[] = [];
  private readonly replies: SmtpReply[] = [];
  private waiter: { resolve: (reply: SmtpReply) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;
  private readonly onData = (chunk: string) => this.receive(chunk);
  private readonly onError = (error: Error) => this.fail(error);
  private readonly onClose = () => this.fail(new Error('SMTP connection closed'));

  private constructor(socket: net.Socket) {
    this.socket = socket;
    this.attach(socket);
  }

  /**
   * Connects (with TLS from the first byte when `implicitTls`, as smtps:// asks). `ca` replaces the
   * system's certificate authorities (tests with their own certificate).
   */
  static open(host: string, port: number, implicitTls: boolean, ca?: string): Promise<SmtpConnection> {
    return new Promise((resolve, reject) => {
      const socket = implicitTls ? tls.connect({ host, port, servername: host, ...(ca ? { ca } : {}) }) : net.connect({ host, port });
      socket.once(implicitTls ? 'secureConnect' : 'connect', () => {
        socket.off('error', reject);
        resolve(new SmtpConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  get secure(): boolean {
    return this.socket instanceof tls.TLSSocket;
  }

  /** Waits for the next reply and checks its code. */
  async expect(...codes: number[]): Promise<SmtpReply> {
    const reply = await this.next();
    if (!codes.includes(reply.code)) throw new Error(`SMTP server answered ${reply.code}: ${reply.lines.join(' ')}`);
    return reply;
  }

  /** Sends one command line and checks the reply code. */
  async command(line: string, ...codes: number[]): Promise<SmtpReply> {
    this.socket.write(`${line}\r\n`);
    return this.expect(...codes);
  }

  /** Sends raw data (the message after DATA) without waiting. */
  write(data: string): void {
    this.socket.write(data);
  }

  /**
   * Continues the same connection inside TLS (after a 220 reply to STARTTLS). Whatever arrived in
   * clear text after that reply is dropped: a man in the middle could have put replies there to be
   * read as answers to the encrypted commands (STARTTLS command injection, CVE-2011-0411).
   */
  async upgradeToTls(servername: string, ca?: string): Promise<void> {
    this.detach(this.socket);
    this.buffer = '';
    this.partial = [];
    this.replies.length = 0;
    const plain = this.socket;
    const secure = await new Promise<tls.TLSSocket>((resolve, reject) => {
      const socket = tls.connect({ socket: plain, servername, ...(ca ? { ca } : {}) }, () => resolve(socket));
      socket.once('error', reject);
    });
    this.socket = secure;
    this.attach(secure);
  }

  close(): void {
    this.detach(this.socket);
    this.socket.destroy();
  }

  private attach(socket: net.Socket): void {
    socket.setEncoding('utf8');
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP server timed out')));
    socket.on('data', this.onData);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
  }

  private detach(socket: net.Socket): void {
    socket.setTimeout(0);
    socket.off('data', this.onData);
    socket.off('error', this.onError);
    socket.off('close', this.onClose);
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let end = this.buffer.indexOf('\r\n');
    while (end >= 0) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.partial.push(line);
      // "250-..." continues a reply, "250 ..." (or a bare code) ends it.
      if (/^\d{3}(?: |$)/.test(line)) {
        this.replies.push({ code: Number(line.slice(0, 3)), lines: this.partial });
        this.partial = [];
      }
      end = this.buffer.indexOf('\r\n');
    }
    this.settle();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.settle();
  }

  private settle(): void {
    if (!this.waiter) return;
    const reply = this.replies.shift();
    if (reply) {
      this.waiter.resolve(reply);
      this.waiter = null;
    } else if (this.failure) {
      this.waiter.reject(this.failure);
      this.waiter = null;
    }
  }

  private next(): Promise<SmtpReply> {
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
      this.settle();
    });
  }
}
