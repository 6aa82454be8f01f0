import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { importedSpan } from '../../domain/calendar-range';

/** One occupied span of an imported feed: an event, or one occurrence of a recurring event. */
export interface ImportedEvent {
  /** Stable across fetches: the UID, plus the recurrence id for an occurrence. */
  readonly occurrence: string;
  readonly from: string;
  readonly to: string;
  readonly title: string;
}

export interface ParseOptions {
  /** Occurrences ending on or before this date are past and not imported. */
  readonly horizonFrom: string;
  /** Occurrences starting on or after this date are too far ahead to import (recurring ones would never end). */
  readonly horizonTo: string;
  /** The home's time zone: a timed event covers the dates it spans there. */
  readonly zone: string;
  /** Our own exported events, coming back through another platform. */
  isOwnUid(uid: string): boolean;
  /** More occurrences than this in the horizon make the feed too large. */
  readonly maxEvents: number;
}

export type ParseOutcome =
  | { readonly ok: true; readonly events: ImportedEvent[]; readonly ownEvents: number }
  | { readonly ok: false; readonly error: 'not_ical' | 'too_large' | 'too_complex'; readonly detail: string };

/**
 * Steps through all recurrences of a feed at most this often (a daily rule from 1990 reaches
 * the horizon in ~14,000); a feed needing more is refused as too complex, not silently cut.
 */
export const MAX_ITERATIONS = 50_000;
/** No stay lasts longer: a longer DURATION (or DTEND) is refused before ical.js adds it up. */
export const MAX_EVENT_DAYS = 3 * 366;
/** Rules stepping under a day would take millions of steps to reach the horizon and mean no stay. */
const SUB_DAILY = new Set(['SECONDLY', 'MINUTELY', 'HOURLY']);
/** Reading a feed takes at most this long on the thread doing it (checked between steps). */
export const MAX_PARSE_MS = 2_000;

/**
 * Reads an iCalendar feed (RFC 5545) with ical.js: single and recurring events (RRULE, RDATE,
 * EXDATE, overridden occurrences), all-day and timed ones, times in UTC, in a named zone (IANA or
 * the feed's VTIMEZONE) or floating. Cancelled and transparent (free) events block nothing.
 */
export function parseFeed(text: string, options: ParseOptions): ParseOutcome {
  if (!/BEGIN:VCALENDAR/i.test(text)) return { ok: false, error: 'not_ical', detail: 'no VCALENDAR' };
  let root: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    const first = Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed : (parsed as unknown[])[0];
    root = new ICAL.Component(first as unknown[]);
  } catch (error) {
    return { ok: false, error: 'not_ical', detail: error instanceof Error ? error.message : 'unreadable' };
  }
  if (root.name !== 'vcalendar') return { ok: false, error: 'not_ical', detail: `${root.name} is not a VCALENDAR` };

  const vevents = root.getAllSubcomponents('vevent');
  const complex = tooComplex(vevents);
  if (complex) return { ok: false, error: 'too_complex', detail: complex };
  const started = Date.now();
  let iterations = 0;
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const vevent of vevents) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    if (vevent.hasProperty('recurrence-id')) exceptions.set(uid, [...(exceptions.get(uid) ?? []), vevent]);
    else masters.push(vevent);
  }

  const events = new Map<string, ImportedEvent>();
  let ownEvents = 0;
  const add = (occurrence: string, start: ICAL.Time, end: ICAL.Time | null, item: ICAL.Event) => {
    if (blocksNothing(item.component)) return;
    const span = importedSpan(localDate(start, options.zone), end ? localDate(end, options.zone) : null);
    if (span.to <= options.horizonFrom || span.from >= options.horizonTo) return;
    events.set(occurrence, { occurrence, from: span.from, to: span.to, title: item.summary ? String(item.summary).slice(0, 200) : '' });
  };

  try {
    for (const vevent of masters) {
      const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
      if (!vevent.hasProperty('dtstart')) continue;
      if (uid !== '' && options.isOwnUid(uid)) {
        ownEvents++;
        continue;
      }
      const event = new ICAL.Event(vevent);
      const key = uid === '' ? `nouid:${vevent.getFirstPropertyValue('dtstart')?.toString()}` : uid;
      for (const exception of exceptions.get(uid) ?? []) event.relateException(exception);
      exceptions.delete(uid);
      if (!event.isRecurring()) {
        add(key, event.startDate, vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? event.endDate : null, event);
      } else {
        const iterator = event.iterator();
        for (let next = iterator.next(); next; next = iterator.next()) {
          if (++iterations > MAX_ITERATIONS || Date.now() - started > MAX_PARSE_MS) {
            return { ok: false, error: 'too_complex', detail: `recurrences need over ${MAX_ITERATIONS} steps or ${MAX_PARSE_MS} ms` };
          }
          if (localDate(next, options.zone) >= options.horizonTo) break;
          const details = event.getOccurrenceDetails(next);
          add(`${key}#${details.recurrenceId.toString()}`, details.startDate, details.endDate, details.item);
          if (events.size > options.maxEvents) break;
        }
      }
      if (events.size > options.maxEvents) return { ok: false, error: 'too_large', detail: `over ${options.maxEvents} events` };
    }
    // Overridden occurrences whose series is not in the feed stand alone.
    for (const [uid, orphans] of exceptions) {
      if (uid !== '' && options.isOwnUid(uid)) continue;
      for (const vevent of orphans) {
        const event = new ICAL.Event(vevent);
        add(`${uid}#${event.recurrenceId.toString()}`, event.startDate, event.endDate, event);
      }
    }
  } catch (error) {
    return { ok: false, error: 'not_ical', detail: error instanceof Error ? error.message : 'unreadable event' };
  }
  if (events.size > options.maxEvents) return { ok: false, error: 'too_large', detail: `over ${options.maxEvents} events` };
  return { ok: true, events: [...events.values()].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.occurrence < b.occurrence ? -1 : 1)), ownEvents };
}

/** Why a feed would take unbounded work to expand (sub-daily rules, absurd durations), or null. */
function tooComplex(vevents: readonly ICAL.Component[]): string | null {
  for (const vevent of vevents) {
    for (const rule of vevent.getAllProperties('rrule')) {
      const freq = String((rule.getFirstValue() as { freq?: string } | null)?.freq ?? '').toUpperCase();
      if (SUB_DAILY.has(freq)) return `RRULE FREQ=${freq}`;
    }
    const duration = vevent.getFirstPropertyValue('duration');
    if (duration instanceof ICAL.Duration && Math.abs(duration.toSeconds()) > MAX_EVENT_DAYS * 86_400) return 'DURATION too long';
    const start = vevent.getFirstPropertyValue('dtstart');
    const end = vevent.getFirstPropertyValue('dtend');
    if (start instanceof ICAL.Time && end instanceof ICAL.Time && Math.abs(end.year - start.year) > MAX_EVENT_DAYS / 365) return 'DTEND too far from DTSTART';
  }
  return null;
}

function blocksNothing(vevent: ICAL.Component): boolean {
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status === 'CANCELLED' || transparency === 'TRANSPARENT';
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The date a time falls on in the home's zone; an all-day date is itself, a floating time its own date. */
function localDate(time: ICAL.Time, zone: string): string {
  const wall = `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return wall;
  // A TZID without a VTIMEZONE leaves ical.js's zone floating but keeps the name.
  const named = (time as { timezone?: string }).timezone;
  const tzid = time.zone && time.zone.tzid !== 'floating' ? time.zone.tzid : named;
  const dateTime = Temporal.PlainDateTime.from({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: Math.min(time.second, 59) });
  if (tzid === 'UTC' || tzid === 'Z' || tzid === 'GMT') return dateTime.toZonedDateTime('UTC').withTimeZone(zone).toPlainDate().toString();
  if (tzid && tzid !== 'floating') {
    const iana = ianaZone(tzid);
    if (iana) return dateTime.toZonedDateTime(iana).withTimeZone(zone).toPlainDate().toString();
    // A zone only the feed's VTIMEZONE defines (e.g. Windows names): ical.js converts with it.
    return Temporal.Instant.fromEpochMilliseconds(time.toUnixTime() * 1000).toZonedDateTimeISO(zone).toPlainDate().toString();
  }
  return wall;
}

/** The IANA zone a TZID names (also in the "/mozilla.org/…/Europe/Rome" form), or null. */
function ianaZone(tzid: string): string | null {
  const candidate = tzid.replace(/^\/.*?\/(?=[A-Za-z]+\/[A-Za-z_]+)/, '');
  try {
    return Temporal.Now.zonedDateTimeISO(candidate).timeZoneId;
  } catch {
    return null;
  }
}
