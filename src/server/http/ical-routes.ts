import { z } from 'zod';
import { IcalFeedRequest } from '../../contract/ical';
import { feedFetcher } from '../integrations/ical-fetcher';
import { IcalExportService } from '../services/ical-export-service';
import { IcalFeedService } from '../services/ical-feed-service';
import { IcalScheduler } from '../services/ical-scheduler';
import { IcalSyncService } from '../services/ical-sync-service';
import { SYNC_NOW_LIMIT } from '../throttling/account-limits';
import { RateLimiter } from '../throttling/rate-limiter';
import type { FeatureRoutes } from './route-context';
import { requirePermission } from './permission-guard';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';
import { AccommodationCodeParams, IdParams } from '../../contract/path-params';

const FileParams = z.object({ file: z.string().max(100) });

/**
 * Whether a conditional GET can be answered 304: only by If-None-Match. The ETag hashes the text,
 * while Last-Modified has whole seconds and would hide a second change within the same second,
 * so If-Modified-Since alone is answered in full (RFC 9110 lets a server ignore it).
 */
function notModified(headers: Record<string, string | string[] | undefined>, etag: string): boolean {
  const ifNoneMatch = headers['if-none-match'];
  return typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*' || tag.trim() === `W/${etag}`);
}

/** iCal export (private feed URL, the feed itself) and import (feeds of other platforms); contract ical.ts. */
export const icalRoutes: FeatureRoutes = async (app, { config, db, clock, log, requireSession }) => {
  const exports = new IcalExportService(db, clock, config.publicUrl);
  const fetcher = feedFetcher({ allowPrivate: config.ical.allowPrivateUrls });
  const sync = new IcalSyncService(db, clock, fetcher, { host: exports.host, refreshMinutes: config.ical.refreshMinutes }, log);
  const feeds = new IcalFeedService(db, clock, sync, config.ical.allowPrivateUrls, config.publicUrl);
  const scheduler = new IcalScheduler(db, clock, sync, log);
  // Background refreshes run where the server listens (API tests drive the app with inject).
  app.addHook('onListen', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
  // The export shows the calendar (ViewCalendar); importing books stays, as the booking form does (BookOwnerStays).
  const canView = { preHandler: requirePermission(requireSession, 'ViewCalendar') };
  const canBook = { preHandler: requirePermission(requireSession, 'BookOwnerStays') };

  app.get('/api/ical/:accommodationCode/export', canView, async (request) =>
    exports.exportUrl(sessionOf(request).accountId, parseInput(AccommodationCodeParams, request.params).accommodationCode),
  );

  app.post('/api/ical/:accommodationCode/export/rotate', canView, async (request) =>
    exports.rotate(sessionOf(request).accountId, parseInput(AccommodationCodeParams, request.params).accommodationCode),
  );

  // The feed other platforms poll: public, guarded only by the token in its URL.
  app.get('/ical/:file', async (request, reply) => {
    const { file } = parseInput(FileParams, request.params);
    const feed = file.endsWith('.ics') ? await exports.feed(file.slice(0, -4)) : undefined;
    if (!feed) return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
    reply
      .header('etag', feed.etag)
      .header('last-modified', feed.lastModified.toUTCString())
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer');
    if (notModified(request.headers, feed.etag)) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(feed.body);
  });

  app.post('/api/ical/:accommodationCode/feeds', canBook, async (request, reply) => {
    const { accommodationCode } = parseInput(AccommodationCodeParams, request.params);
    const feed = await feeds.subscribe(sessionOf(request).accountId, accommodationCode, parseInput(IcalFeedRequest, request.body));
    return reply.code(201).send(feed);
  });

  app.get('/api/ical/:accommodationCode/feeds', canBook, async (request) =>
    feeds.list(sessionOf(request).accountId, parseInput(AccommodationCodeParams, request.params).accommodationCode),
  );

  const limiter = new RateLimiter(db, clock);
  app.post('/api/ical/feeds/:id/sync', canBook, async (request) => {
    const { accountId } = sessionOf(request);
    const { id } = parseInput(IdParams, request.params);
    // Beyond the limit: 429 too_many_requests with Retry-After, before anything is fetched.
    await limiter.hit(`ical-sync:account:${accountId}`, SYNC_NOW_LIMIT);
    return feeds.syncNow(accountId, id);
  });

  // Rotating a platform's address breaks that platform's sync until it gets the new one (the page asks first).
  app.post('/api/ical/feeds/:id/export/rotate', canBook, async (request) =>
    feeds.rotateExport(sessionOf(request).accountId, parseInput(IdParams, request.params).id),
  );

  app.delete('/api/ical/feeds/:id', canBook, async (request, reply) => {
    await feeds.remove(sessionOf(request).accountId, parseInput(IdParams, request.params).id);
    return reply.code(204).send();
  });
};
