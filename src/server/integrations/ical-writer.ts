import ical, { ICalCalendarMethod, ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';

/** An occupied span of a home as exported: no guest data, just the nights. */
export interface ExportedStay {
  readonly id: number;
  readonly arrival: string;
  readonly departure: string;
  /** When the stay last changed (DTSTAMP, so an unchanged feed is byte for byte the same). */
  readonly updatedAt: Date;
}

/** The UID of an exported stay; importing a feed recognises these as our own (isOwnUid). */
export function exportedUid(stayId: number, host: string): string {
  return `stay-${stayId}@${host}`;
}

/** Whether a UID is one of the stays this portal (at `host`) exported. */
export function isOwnUid(uid: string, host: string): boolean {
  const match = /^stay-(\d+)@(.+)$/.exec(uid);
  return match !== null && match[2] === host;
}

/**
 * A home's private feed (RFC 5545, ical-generator): one all-day, opaque event per occupied span,
 * titled `summary` ("Not available" in the owner's language) with no guest data. The same stays
 * give the same text (a stable ETag).
 */
export function writeFeed(home: { code: string; name: string }, stays: readonly ExportedStay[], host: string, summary: string): string {
  const calendar = ical({
    name: `${home.name} (${home.code})`,
    prodId: { company: 'Owner Portal', product: 'Calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 600,
  });
  for (const stay of stays) {
    calendar.createEvent({
      id: exportedUid(stay.id, host),
      start: Temporal.PlainDate.from(stay.arrival),
      end: Temporal.PlainDate.from(stay.departure),
      allDay: true,
      stamp: stay.updatedAt,
      summary,
      busystatus: ICalEventBusyStatus.BUSY,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too (ical-generator leaves it off).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
