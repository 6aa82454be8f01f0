import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One feed as the platform serves it: text (or raw bytes), status and content type. */
export interface ServedFeed {
  readonly status?: number;
  readonly body: string | Buffer;
  readonly type?: string;
}

/** A platform on loopback serving feeds at paths a test sets, answering If-None-Match with 304. */
export class FeedServer {
  readonly feeds = new Map<string, ServedFeed>();
  readonly requests: { path: string; ifNoneMatch: string | undefined }[] = [];
  private server = http.createServer((request, response) => {
    this.requests.push({ path: request.url ?? '', ifNoneMatch: request.headers['if-none-match'] });
    const feed = this.feeds.get(request.url ?? '');
    if (!feed) return response.writeHead(404).end('not found');
    const bytes = Buffer.from(feed.body);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 16)}"`;
    if (request.headers['if-none-match'] === etag) return response.writeHead(304, { etag }).end();
    response.writeHead(feed.status ?? 200, { 'content-type': feed.type ?? 'text/calendar', etag }).end(bytes);
  });
  origin = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
