import { describe, expect, it } from 'vitest';
import { cacheControlFor, isSpaRoute } from '../../../src/server/http/client-app';
import { escapeHtml } from '../../../src/server/http/mailbox-page';

describe('SPA history fallback', () => {
  it('covers app routes, including codes with dots', () => {
    for (const url of ['/', '/login', '/bookings/calendar/HR2731.100.1', '/profile/legal/form-owner?x=1']) {
      expect(isSpaRoute({ method: 'GET', url }), url).toBe(true);
    }
    expect(isSpaRoute({ method: 'HEAD', url: '/inbox' })).toBe(true);
  });

  it('leaves out API, demo, build output, files, dot segments and unsafe methods', () => {
    for (const url of ['/api', '/api/x', '/_demo/mailbox', '/assets/a.js', '/_i18n/en/messages.json', '/favicon.ico', '/sw.js', '/.git/config']) {
      expect(isSpaRoute({ method: 'GET', url }), url).toBe(false);
    }
    expect(isSpaRoute({ method: 'POST', url: '/login' })).toBe(false);
  });

  it('caches only hashed assets for long', () => {
    expect(cacheControlFor('assets/chunks/x-1a2b.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('_i18n/de/messages.json')).toBe('no-cache');
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
