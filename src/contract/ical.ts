import * as z from 'zod/mini';

/** GET /api/ical/{accommodationCode}/export (and …/export/rotate): the home's private feed address. */
export const IcalExport = z.object({ url: z.string() });
export type IcalExport = z.infer<typeof IcalExport>;

/** The states of an imported feed: not fetched yet, the last fetch worked, the last fetch failed. */
export const IcalFeedStatuses = ['pending', 'ok', 'error'] as const;
export type IcalFeedStatus = (typeof IcalFeedStatuses)[number];

/**
 * Why a feed could not be read; nothing already imported changes. `not_public`: a non-public
 * address (a subscribe answers it as 400; fetches no longer report it); `too_large`: over 2 MB;
 * `too_many_events`: over 5,000 events (occurrences) in the two years ahead; `not_ical`: no
 * VCALENDAR in it; `http_error`: the platform answered with an error status;
 * `unreachable`: no connection, the host is unknown, or the address guard refused it (the same
 * error on purpose, so a feed's status cannot probe hosts and ports); `too_complex`: expanding
 * its events would take unbounded work (sub-daily recurrences, absurd durations, too many
 * recurrence steps, over the time or memory budget).
 */
export const IcalFeedErrors = ['not_public', 'unreachable', 'timeout', 'http_error', 'too_large', 'too_many_events', 'not_ical', 'too_complex'] as const;
export type IcalFeedError = (typeof IcalFeedErrors)[number];

/** POST /api/ical/{accommodationCode}/feeds: subscribe to another platform's calendar. */
export const IcalFeedRequest = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  /** webcal:// (what iCloud and Outlook "subscribe" links give) is read as https. */
  url: z.string().check(z.trim(), z.maxLength(2000), z.url({ protocol: /^(https?|webcal)$/ })),
});
export type IcalFeedRequest = z.infer<typeof IcalFeedRequest>;

/** An imported feed with the outcome of its last sync. */
export const IcalFeed = z.object({
  id: z.string(),
  accommodationCode: z.string(),
  name: z.string(),
  url: z.string(),
  status: z.enum(IcalFeedStatuses),
  /** ISO instant of the last successful fetch (a 304 counts). */
  lastSyncAt: z.nullable(z.string()),
  /** Events in the feed now (each occurrence of a recurring one counts). */
  eventCount: z.number(),
  /** Imported events that clash with a stay already booked: shown, not booked. */
  conflictCount: z.number(),
  lastError: z.nullable(z.enum(IcalFeedErrors)),
  /**
   * The address to give this platform: every other source's blocks (own stays, the other
   * platforms' bookings), never this platform's own, so blocks travel without echoing back.
   */
  exportUrl: z.string(),
});
export type IcalFeed = z.infer<typeof IcalFeed>;

/**
 * Why one event of a feed was skipped (the rest is imported): `invalid_value` a date or other
 * value that cannot be read; `no_start` no DTSTART; `unsupported_scale` a calendar scale other
 * than Gregorian (RRULE RSCALE, RFC 7529); `unreadable` it could not be expanded otherwise.
 */
export const IcalSkipReasons = ['invalid_value', 'no_start', 'unsupported_scale', 'unreadable'] as const;
export type IcalSkipReason = (typeof IcalSkipReasons)[number];
export const IcalSkippedEvent = z.object({ uid: z.string(), reason: z.enum(IcalSkipReasons) });
export type IcalSkippedEvent = z.infer<typeof IcalSkippedEvent>;

/**
 * An event the feed sent twice under one UID (RFC 5545): the copy kept won by a higher SEQUENCE
 * (`sequence`), else a later DTSTAMP (`stamp`), else by coming later in the feed (`order`).
 */
export const IcalReplacedEvent = z.object({ uid: z.string(), by: z.enum(['sequence', 'stamp', 'order']) });
export type IcalReplacedEvent = z.infer<typeof IcalReplacedEvent>;

/** One line of a feed's sync log. */
export const IcalSyncLogEntry = z.object({
  at: z.string(),
  outcome: z.enum(['changed', 'unchanged', 'error']),
  added: z.number(),
  updated: z.number(),
  removed: z.number(),
  conflicts: z.number(),
  error: z.nullable(z.enum(IcalFeedErrors)),
  /** Events left out of this sync with the reason (at most 50 listed). */
  skipped: z.array(IcalSkippedEvent),
  /** Duplicate events of this sync and which copy won (at most 50 listed). */
  replaced: z.array(IcalReplacedEvent),
});
export type IcalSyncLogEntry = z.infer<typeof IcalSyncLogEntry>;

/** GET /api/ical/{accommodationCode}/feeds. */
export const IcalFeedList = z.object({ feeds: z.array(z.object({ ...IcalFeed.shape, log: z.array(IcalSyncLogEntry) })) });
export type IcalFeedList = z.infer<typeof IcalFeedList>;

/** POST /api/ical/feeds/{id}/sync: the feed after the sync (a failed fetch is 200 with status error). */
export const IcalSyncResult = z.object({ feed: IcalFeed, log: IcalSyncLogEntry });
export type IcalSyncResult = z.infer<typeof IcalSyncResult>;
