import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedFetcher } from '../../../src/server/integrations/ical-fetcher';

let server: http.Server;
let origin = '';
const none = { etag: null, lastModified: null };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? '';
    if (path === '/slow') return void setTimeout(() => response.end('BEGIN:VCALENDAR'), 2000);
    if (path === '/gzip') return void response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('BEGIN:VCALENDAR\r\nEND:VCALENDAR'));
    if (path === '/bomb') return void response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(3 * 1024 * 1024, 65)));
    if (path === '/latin1') return void response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(Buffer.from('BEGIN:VCALENDAR\r\nSUMMARY:\xc8iovo Gr\xf6\xdfe', 'latin1'));
    if (path === '/utf16') return void response.writeHead(200, { 'content-type': 'text/calendar' }).end(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('BEGIN:VCALENDAR\r\nSUMMARY:Čiovo', 'utf16le')]));
    if (path === '/redirect') return void response.writeHead(302, { location: '/gzip' }).end();
    if (path === '/loop') return void response.writeHead(302, { location: '/loop' }).end();
    if (path === '/conditional') {
      if (request.headers['if-none-match'] === '"v1"' || request.headers['if-modified-since'] === 'Wed, 01 Jul 2026 00:00:00 GMT') return void response.writeHead(304).end();
      return void response.writeHead(200, { etag: '"v1"', 'last-modified': 'Wed, 01 Jul 2026 00:00:00 GMT' }).end('BEGIN:VCALENDAR');
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('feedFetcher', () => {
  const local = feedFetcher({ allowPrivate: true, timeoutMs: 500 });

  it('refuses loopback, private, reserved and non-http addresses unless allowed, reported like a closed port', async () => {
    const guarded = feedFetcher({ allowPrivate: false });
    const refused = [`${origin}/gzip`, 'http://localhost/x.ics', 'http://10.1.2.3/x.ics', 'http://[::1]/x.ics', 'http://intranet/x.ics', 'ftp://example.com/x.ics'];
    const reserved = ['http://192.0.2.1/x.ics', 'http://198.51.100.7/x.ics', 'http://203.0.113.9/x.ics', 'http://[2002:7f00:1::1]/x.ics', 'http://[64:ff9b:1::a00:1]/x.ics'];
    for (const url of [...refused, ...reserved]) {
      const outcome = await guarded(url, none);
      expect(outcome, url).toMatchObject({ kind: 'failed', error: 'unreachable' });
      // The same error as a closed port: only the log's detail says it was refused.
      expect(outcome.kind === 'failed' && outcome.detail, url).toMatch(/^refused: /);
    }
    expect(await guarded('http://127.0.0.1:1/x.ics', none)).toMatchObject({ kind: 'failed', error: 'unreachable' });
  });

  it('follows redirects, decompresses and keeps the validators', async () => {
    expect(await local(`${origin}/redirect`, none)).toEqual({ kind: 'fetched', body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR', validators: { etag: null, lastModified: null } });
    expect(await local(`${origin}/loop`, none)).toMatchObject({ kind: 'failed', error: 'http_error' });
  });

  it('reads webcal:// as https, and as http only where the host has no TLS', async () => {
    const outcome = await feedFetcher({ allowPrivate: true })(`${origin.replace('http:', 'webcal:')}/gzip`, none);
    expect(outcome).toMatchObject({ kind: 'fetched', body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' });
    // The address guard still applies to the webcal form.
    expect(await feedFetcher({ allowPrivate: false })(`${origin.replace('http:', 'webcal:')}/gzip`, none)).toMatchObject({ kind: 'failed', error: 'unreachable' });
  });

  it('decodes by the declared charset, falls back to Latin-1, and reads UTF-16', async () => {
    const fetch = feedFetcher({ allowPrivate: true });
    expect(await fetch(`${origin}/latin1`, none)).toMatchObject({ kind: 'fetched', body: 'BEGIN:VCALENDAR\r\nSUMMARY:Čiovo Größe'.replace('Č', 'È') });
    expect(await fetch(`${origin}/utf16`, none)).toMatchObject({ kind: 'fetched', body: 'BEGIN:VCALENDAR\r\nSUMMARY:Čiovo' });
  });

  it('asks conditionally and reports 304 as not modified', async () => {
    const first = await local(`${origin}/conditional`, none);
    expect(first).toMatchObject({ kind: 'fetched', validators: { etag: '"v1"', lastModified: 'Wed, 01 Jul 2026 00:00:00 GMT' } });
    expect(await local(`${origin}/conditional`, { etag: '"v1"', lastModified: null })).toEqual({ kind: 'not_modified' });
    expect(await local(`${origin}/conditional`, { etag: null, lastModified: 'Wed, 01 Jul 2026 00:00:00 GMT' })).toEqual({ kind: 'not_modified' });
  });

  it('gives up after the timeout, beyond 2 MB (also decompressed) and on errors', async () => {
    expect(await local(`${origin}/slow`, none)).toMatchObject({ kind: 'failed', error: 'timeout' });
    expect(await local(`${origin}/bomb`, none)).toMatchObject({ kind: 'failed', error: 'too_large' });
    expect(await local(`${origin}/missing`, none)).toMatchObject({ kind: 'failed', error: 'http_error', detail: 'HTTP 404' });
    expect(await local('http://127.0.0.1:1/x.ics', none)).toMatchObject({ kind: 'failed', error: 'unreachable' });
    expect(await local('not a url', none)).toMatchObject({ kind: 'failed', error: 'unreachable' });
  });
});
