import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import type { IcalReplacedEvent, IcalSkippedEvent, IcalSkipReason } from '../../contract/ical';
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
  /** The recurrences' time budget: MAX_PARSE_MS unless given (a test of the step limit on a busy machine). */
  readonly maxParseMs?: number;
}

export type ParseOutcome =
  | {
      readonly ok: true;
      readonly events: ImportedEvent[];
      readonly ownEvents: number;
      /** Events left out with the reason; the others are read. */
      readonly skipped: IcalSkippedEvent[];
      /** Events sent twice under one UID and which copy won. */
      readonly replaced: IcalReplacedEvent[];
    }
  | { readonly ok: false; readonly error: 'not_ical' | 'too_many_events' | 'too_complex'; readonly detail: string };

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
 * Reads an iCalendar feed (RFC 5545) with ical.js: single and recurring events (RRULE, RDATE
 * including periods, EXDATE, overridden occurrences), all-day and timed ones, times in UTC, in a
 * named zone (IANA or the feed's VTIMEZONE) or floating. Cancelled and transparent (free) events
 * block nothing. Each event is read on its own: one that cannot be read is skipped with its
 * reason and the others are imported. Two events with one UID follow RFC 5545: the higher
 * SEQUENCE wins, then the later DTSTAMP, then the later in the feed.
 */
export function parseFeed(input: string, options: ParseOptions): ParseOutcome {
  const text = input.replace(/^\uFEFF/, '');
  if (!/BEGIN:VCALENDAR/i.test(text)) return { ok: false, error: 'not_ical', detail: 'no VCALENDAR' };
  const { skeleton, blocks } = splitEvents(text);
  let root: ICAL.Component;
  try {
    const parsed = ICAL.parse(skeleton);
    const first = Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed : (parsed as unknown[])[0];
    root = new ICAL.Component(first as unknown[]);
  } catch (error) {
    return { ok: false, error: 'not_ical', detail: error instanceof Error ? error.message : 'unreadable' };
  }
  if (root.name !== 'vcalendar') return { ok: false, error: 'not_ical', detail: `${root.name} is not a VCALENDAR` };

  const skipped: IcalSkippedEvent[] = [];
  const skip = (uid: string, reason: IcalSkipReason) => skipped.push({ uid: uid.slice(0, 200), reason });
  for (const block of blocks) {
    let vevent: ICAL.Component | undefined;
    try {
      vevent = new ICAL.Component(ICAL.parse(block.text) as unknown[]);
      // Added to the calendar first so its TZIDs find the feed's VTIMEZONEs; ical.js reads
      // values lazily, so each is read now, where a bad one skips only its event.
      root.addSubcomponent(vevent);
      for (const property of vevent.getAllProperties()) property.getValues();
    } catch {
      if (vevent) root.removeSubcomponent(vevent);
      skip(block.uid, 'invalid_value');
    }
  }
  const vevents = root.getAllSubcomponents('vevent');
  const complex = tooComplex(vevents);
  if (complex) return { ok: false, error: 'too_complex', detail: complex };
  const started = Date.now();
  const budgetMs = options.maxParseMs ?? MAX_PARSE_MS;
  let iterations = 0;
  const replaced: IcalReplacedEvent[] = [];
  // One copy per UID (and recurrence id): RFC 5545's SEQUENCE, then DTSTAMP, then feed order.
  const exceptions = new Map<string, Map<string, ICAL.Component>>();
  const masters = new Map<string, ICAL.Component>();
  const keep = (into: Map<string, ICAL.Component>, key: string, uid: string, vevent: ICAL.Component) => {
    const before = into.get(key);
    if (before) {
      const winner = newer(before, vevent);
      replaced.push({ uid: uid.slice(0, 200), by: winner.by });
      if (winner.component === before) return;
    }
    into.set(key, vevent);
  };
  for (const vevent of vevents) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    const reason = unsupported(vevent);
    if (reason) {
      skip(uid, reason);
      continue;
    }
    if (vevent.hasProperty('recurrence-id')) {
      const overrides = exceptions.get(uid) ?? new Map<string, ICAL.Component>();
      exceptions.set(uid, overrides);
      keep(overrides, String(vevent.getFirstPropertyValue('recurrence-id')), uid, vevent);
    } else {
      // Events without a UID are told apart by their start.
      keep(masters, uid === '' ? `nouid:${vevent.getFirstPropertyValue('dtstart')?.toString()}` : uid, uid, vevent);
    }
  }

  const events = new Map<string, ImportedEvent>();
  let ownEvents = 0;
  // The occurrences the event being read added so far (taken back if it fails half-way).
  let added: string[] = [];
  const add = (occurrence: string, start: ICAL.Time, end: ICAL.Time | null, item: ICAL.Event) => {
    if (blocksNothing(item.component)) return;
    const span = importedSpan(localDate(start, options.zone), end ? localDate(end, options.zone) : null);
    if (span.to <= options.horizonFrom || span.from >= options.horizonTo) return;
    added.push(occurrence);
    events.set(occurrence, { occurrence, from: span.from, to: span.to, title: item.summary ? String(item.summary).slice(0, 200) : '' });
  };
  const tooMany = () => ({ ok: false as const, error: 'too_many_events' as const, detail: `over ${options.maxEvents} events` });

  for (const [key, vevent] of masters) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    if (uid !== '' && options.isOwnUid(uid)) {
      ownEvents++;
      exceptions.delete(uid);
      continue;
    }
    // An event's occurrences are all read or none: a half-read series would free booked nights.
    added = [];
    try {
      // RDATE;VALUE=PERIOD carries its own end, which ical.js cannot iterate: read them apart.
      const periods = takePeriods(vevent);
      // With no exceptions given, ical.js would scan every sibling event for them (slow on big feeds); they are related below.
      const event = new ICAL.Event(vevent, { exceptions: [] });
      for (const exception of exceptions.get(uid)?.values() ?? []) event.relateException(exception);
      exceptions.delete(uid);
      if (!event.isRecurring()) {
        add(key, event.startDate, vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? event.endDate : null, event);
      } else {
        const iterator = event.iterator();
        for (let next = iterator.next(); next; next = iterator.next()) {
          if (++iterations > MAX_ITERATIONS || Date.now() - started > budgetMs) {
            return { ok: false, error: 'too_complex', detail: `recurrences need over ${MAX_ITERATIONS} steps or ${budgetMs} ms` };
          }
          if (localDate(next, options.zone) >= options.horizonTo) break;
          const details = event.getOccurrenceDetails(next);
          add(`${key}#${details.recurrenceId.toString()}`, details.startDate, details.endDate, details.item);
          if (events.size > options.maxEvents) return tooMany();
        }
      }
      for (const period of periods) add(`${key}#${period.start.toString()}`, period.start, period.getEnd(), event);
    } catch {
      for (const occurrence of added) events.delete(occurrence);
      skip(uid, 'unreadable');
    }
    if (events.size > options.maxEvents) return tooMany();
  }
  // Overridden occurrences whose series is not in the feed stand alone.
  for (const [uid, orphans] of exceptions) {
    if (uid !== '' && options.isOwnUid(uid)) continue;
    for (const vevent of orphans.values()) {
      try {
        const event = new ICAL.Event(vevent, { exceptions: [] });
        add(`${uid}#${event.recurrenceId.toString()}`, event.startDate, event.endDate, event);
      } catch {
        skip(uid, 'unreadable');
      }
    }
  }
  if (events.size > options.maxEvents) return tooMany();
  return {
    ok: true,
    events: [...events.values()].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.occurrence < b.occurrence ? -1 : 1)),
    ownEvents,
    skipped,
    replaced,
  };
}

/** A VEVENT block of the feed's text, with its UID for the log should it not parse. */
interface EventBlock {
  readonly uid: string;
  readonly text: string;
}

/** Properties whose date-only value some writers send without VALUE=DATE. */
const DATE_PROPERTY = /^(DTSTART|DTEND|DUE|RECURRENCE-ID|EXDATE|RDATE)((?:;[^:]*)?):(\d{8}(?:,\d{8})*)$/i;

/** Components of a calendar that block no nights (to-dos, journal entries, free/busy): not read at all. */
const IGNORED = new Set(['VTODO', 'VJOURNAL', 'VFREEBUSY', 'VAVAILABILITY']);

/**
 * Splits the (unfolded) text into the calendar without its events and each top-level VEVENT on
 * its own, so one unreadable event does not take the others with it. A date-only DTSTART,
 * DTEND, … without VALUE=DATE gets it (RFC 5545 allows the value only as a DATE then). Like
 * other readers: to-dos, journals and free/busy are left out (a bad line in one refuses nothing),
 * blank lines are dropped, lines after the calendar's end are not read, and components left open
 * at the end of the text are closed.
 */
function splitEvents(text: string): { skeleton: string; blocks: EventBlock[] } {
  // Blank lines carry nothing (some writers put them inside folded lines); then lines are unfolded.
  const lines = text
    .split(/\r\n|\n|\r/)
    .filter((line) => line !== '')
    .join('\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  const skeleton: string[] = [];
  const open: string[] = [];
  const blocks: EventBlock[] = [];
  let current: string[] | null = null;
  let ignored = 0;
  let closed = false;
  let depth = 0;
  let uid = '';
  for (const raw of lines) {
    const upper = raw.trimEnd().toUpperCase();
    if (ignored > 0) {
      if (upper.startsWith('BEGIN:')) ignored++;
      else if (upper.startsWith('END:')) ignored--;
      continue;
    }
    if (current === null) {
      if (upper === 'BEGIN:VEVENT') {
        current = [raw];
        depth = 1;
        uid = '';
      } else if (IGNORED.has(upper.slice('BEGIN:'.length)) && upper.startsWith('BEGIN:')) {
        ignored = 1;
      } else if (!closed) {
        if (upper.startsWith('BEGIN:')) open.push(upper.slice('BEGIN:'.length));
        else if (upper.startsWith('END:')) open.pop();
        skeleton.push(raw);
        // Lines after the calendar's end (a trailing comment, a second calendar's header) are not
        // read; events of a second calendar still are.
        closed = open.length === 0 && upper.startsWith('END:');
      }
      continue;
    }
    const date = DATE_PROPERTY.exec(raw.trimEnd());
    current.push(date && !/;VALUE=/i.test(date[2] ?? '') ? `${date[1]}${date[2] ?? ''};VALUE=DATE:${date[3]}` : raw);
    if (depth === 1 && upper.startsWith('UID:')) uid = raw.slice(4).trim();
    if (upper.startsWith('BEGIN:')) depth++;
    else if (upper.startsWith('END:')) depth--;
    if (depth === 0) {
      blocks.push({ uid, text: current.join('\r\n') });
      current = null;
    }
  }
  // An event left open at the end is closed (its nested components too), as is the calendar.
  if (current !== null) {
    const trailing = current.filter((line) => line.trim() !== '');
    for (; depth > 0; depth--) trailing.push(depth === 1 ? 'END:VEVENT' : 'END:VALARM');
    blocks.push({ uid, text: trailing.join('\r\n') });
  }
  while (skeleton.length > 0 && skeleton.at(-1)!.trim() === '') skeleton.pop();
  for (const name of open.reverse()) skeleton.push(`END:${name}`);
  return { skeleton: skeleton.join('\r\n'), blocks };
}

/** Why an event is skipped before reading it, or null: no start, or a calendar scale other than Gregorian. */
function unsupported(vevent: ICAL.Component): IcalSkipReason | null {
  if (!vevent.hasProperty('dtstart')) return 'no_start';
  for (const rule of vevent.getAllProperties('rrule')) {
    const scale = /RSCALE=([^;]+)/i.exec(rule.toICALString())?.[1];
    if (scale && scale.toUpperCase() !== 'GREGORIAN') return 'unsupported_scale';
  }
  return null;
}

/** Takes the RDATE periods off an event (ical.js iterates dates only) and returns them. */
function takePeriods(vevent: ICAL.Component): ICAL.Period[] {
  const periods: ICAL.Period[] = [];
  for (const property of vevent.getAllProperties('rdate')) {
    const values = property.getValues();
    if (!values.some((value) => value instanceof ICAL.Period)) continue;
    for (const value of values) if (value instanceof ICAL.Period) periods.push(value);
    vevent.removeProperty(property);
    const dates = values.filter((value) => !(value instanceof ICAL.Period));
    if (dates.length > 0) {
      const kept = new ICAL.Property('rdate', vevent);
      kept.setValues(dates as ICAL.Time[]);
      vevent.addProperty(kept);
    }
  }
  return periods;
}

/** Which of two copies of one event wins (RFC 5545 §3.8.7.4): higher SEQUENCE, then later DTSTAMP, then the later one. */
function newer(first: ICAL.Component, second: ICAL.Component): { component: ICAL.Component; by: IcalReplacedEvent['by'] } {
  const sequence = (vevent: ICAL.Component) => Number(vevent.getFirstPropertyValue('sequence') ?? 0) || 0;
  if (sequence(first) !== sequence(second)) return { component: sequence(first) > sequence(second) ? first : second, by: 'sequence' };
  const stamp = (vevent: ICAL.Component) => {
    const value = vevent.getFirstPropertyValue('dtstamp');
    return value instanceof ICAL.Time ? value.toUnixTime() : 0;
  };
  if (stamp(first) !== stamp(second)) return { component: stamp(first) > stamp(second) ? first : second, by: 'stamp' };
  return { component: second, by: 'order' };
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
