import http from 'node:http';
import https from 'node:https';
import { createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { IcalFeedError } from '../../contract/ical';
import { decodeFeed } from './ical-decode';
import { guardedLookup, isLocalHost } from './public-address';

/** A feed as the platform last sent it: its validators for the next conditional request. */
export interface FeedValidators {
  readonly etag: string | null;
  readonly lastModified: string | null;
}

export type FetchOutcome =
  | { readonly kind: 'not_modified' }
  | { readonly kind: 'fetched'; readonly body: string; readonly validators: FeedValidators }
  | { readonly kind: 'failed'; readonly error: IcalFeedError; readonly detail: string };

export interface FeedFetcherOptions {
  /** Loopback and private addresses (tests, a local stand-in): never in production. */
  readonly allowPrivate: boolean;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
}

/** Fetches an iCalendar feed (GET with If-None-Match / If-Modified-Since). */
export type FeedFetcher = (url: string, validators: FeedValidators) => Promise<FetchOutcome>;

const MAX_REDIRECTS = 3;
export const MAX_FEED_BYTES = 2 * 1024 * 1024;

/**
 * The outbound side of iCal import, behind the SSRF guard: http(s) only; a literal private or
 * loopback host is refused before connecting and a name that resolves to one when connecting
 * (guardedLookup), also after each of at most 3 redirects; the whole exchange must end within the
 * timeout (10 s) and the body (decompressed) stay within 2 MB. Failures are outcomes, not throws.
 */
export function feedFetcher(options: FeedFetcherOptions): FeedFetcher {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const lookup = options.allowPrivate ? {} : { lookup: guardedLookup };

  const once = (url: URL, validators: FeedValidators, deadline: number, redirects: number): Promise<FetchOutcome> => {
    // A refusal reads as `unreachable` like a closed port (the detail goes only to the log), so
    // the feed status cannot tell which hosts and ports exist behind the guard.
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.resolve(failed('unreachable', `refused: ${url.protocol} is not http(s)`));
    if (!options.allowPrivate && isLocalHost(url.hostname)) return Promise.resolve(failed('unreachable', `refused: ${url.hostname} is not a public host`));
    const remaining = deadline - Date.now();
    if (remaining <= 0) return Promise.resolve(failed('timeout', 'no answer in time'));
    const headers: http.OutgoingHttpHeaders = {
      accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
      'accept-encoding': 'gzip, deflate',
      'user-agent': 'OwnerPortal-iCal/1.0',
      ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
      ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
    };
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<FetchOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: FetchOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const request = transport.request(url, { method: 'GET', headers, ...lookup }, (response) => {
        const status = response.statusCode ?? 0;
        if (status === 304) {
          response.resume();
          return finish({ kind: 'not_modified' });
        }
        if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
          response.resume();
          if (redirects >= MAX_REDIRECTS) return finish(failed('http_error', 'too many redirects'));
          let next: URL;
          try {
            next = new URL(response.headers.location, url);
          } catch {
            return finish(failed('http_error', 'bad redirect'));
          }
          clearTimeout(timer);
          settled = true;
          return void once(next, validators, deadline, redirects + 1).then(resolve);
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return finish(failed('http_error', `HTTP ${status}`));
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          return finish(failed('too_large', `${declared} bytes`));
        }
        const body = decoded(response);
        const chunks: Buffer[] = [];
        let size = 0;
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            finish(failed('too_large', `over ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        body.on('end', () =>
          finish({
            kind: 'fetched',
            body: decodeFeed(Buffer.concat(chunks), header(response.headers['content-type']) ?? undefined),
            validators: { etag: header(response.headers.etag), lastModified: header(response.headers['last-modified']) },
          }),
        );
        body.on('error', (error) => finish(failed('unreachable', error.message)));
      });
      const timer = setTimeout(() => {
        request.destroy();
        finish(failed('timeout', 'no answer in time'));
      }, remaining);
      request.on('error', (error: NodeJS.ErrnoException) =>
        finish(failed('unreachable', error.code === 'EPRIVATEADDRESS' ? `refused: ${error.message}` : (error.code ?? error.message))),
      );
      request.end();
    });
  };

  return async (target, validators) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return failed('unreachable', 'not a URL');
    }
    const deadline = Date.now() + timeoutMs;
    if (url.protocol !== 'webcal:') return once(url, validators, deadline, 0);
    // webcal:// names a feed, not a transport: https first, plain http only when the host has
    // no TLS there at all (never after a certificate error, which would be a downgrade).
    const secure = await once(new URL(`https:${target.slice('webcal:'.length)}`), validators, deadline, 0);
    if (secure.kind !== 'failed' || !NO_TLS.test(secure.detail)) return secure;
    return once(new URL(`http:${target.slice('webcal:'.length)}`), validators, deadline, 0);
  };
}

/** Failures that mean "no https here" (refused connection, a plain-http answer), not a bad certificate. */
const NO_TLS = /^(ECONNREFUSED|EPROTO|ERR_SSL_WRONG_VERSION_NUMBER|ERR_SSL_PACKET_LENGTH_TOO_LONG)$/;

function failed(error: IcalFeedError, detail: string): FetchOutcome {
  return { kind: 'failed', error, detail };
}

function header(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.length <= 512 ? first : null;
}

/** The body, decompressed as the platform encoded it (the size limit counts decompressed bytes). */
function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  return response;
}
