import { describe, expect, it } from 'vitest';
import { parseFeed, type ParseOptions } from '../../../src/server/integrations/ical-parser';

const options: ParseOptions = {
  horizonFrom: '2026-07-01',
  horizonTo: '2027-07-01',
  zone: 'Europe/Zagreb',
  isOwnUid: (uid) => /^stay-\d+@portal\.test$/.test(uid),
  maxEvents: 1000,
};

const feed = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

function spans(text: string, overrides: Partial<ParseOptions> = {}) {
  const outcome = parseFeed(text, { ...options, ...overrides });
  if (!outcome.ok) throw new Error(outcome.detail);
  return outcome.events.map((one) => [one.occurrence, one.from, one.to]);
}

describe('parseFeed', () => {
  it('reads all-day events with DTEND exclusive, and without DTEND as one night', () => {
    expect(
      spans(
        feed(
          event('UID:a', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260808', 'SUMMARY:Reserved'),
          event('UID:b', 'DTSTART;VALUE=DATE:20260810'),
        ),
      ),
    ).toEqual([
      ['a', '2026-08-01', '2026-08-08'],
      ['b', '2026-08-10', '2026-08-11'],
    ]);
  });

  it('reads timed events in the home zone: UTC, IANA TZID, a VTIMEZONE of its own, floating', () => {
    const vtimezone = [
      'BEGIN:VTIMEZONE',
      'TZID:W. Europe Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ].join('\r\n');
    expect(
      spans(
        feed(
          vtimezone,
          // 22:30 UTC is 00:30 the next day in Zagreb (summer time).
          event('UID:utc', 'DTSTART:20260801T223000Z', 'DTEND:20260804T080000Z'),
          // New York 20:00 is 02:00 the next day in Zagreb.
          event('UID:ny', 'DTSTART;TZID=America/New_York:20260901T200000', 'DTEND;TZID=America/New_York:20260903T040000'),
          event('UID:win', 'DTSTART;TZID=W. Europe Standard Time:20261001T150000', 'DTEND;TZID=W. Europe Standard Time:20261005T100000'),
          event('UID:float', 'DTSTART:20261101T150000', 'DTEND:20261101T180000'),
        ),
      ),
    ).toEqual([
      ['utc', '2026-08-02', '2026-08-04'],
      ['ny', '2026-09-02', '2026-09-03'],
      ['win', '2026-10-01', '2026-10-05'],
      ['float', '2026-11-01', '2026-11-02'],
    ]);
  });

  it('expands recurring events within the horizon, without excluded dates, with overridden occurrences', () => {
    const text = feed(
      event('UID:weekly', 'DTSTART;VALUE=DATE:20260704', 'DTEND;VALUE=DATE:20260706', 'RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;VALUE=DATE:20260711'),
      event('UID:weekly', 'RECURRENCE-ID;VALUE=DATE:20260718', 'DTSTART;VALUE=DATE:20260719', 'DTEND;VALUE=DATE:20260722'),
      event('UID:forever', 'DTSTART;VALUE=DATE:20200101', 'DTEND;VALUE=DATE:20200102', 'RRULE:FREQ=YEARLY'),
    );
    expect(spans(text)).toEqual([
      ['weekly#2026-07-04', '2026-07-04', '2026-07-06'],
      ['weekly#2026-07-18', '2026-07-19', '2026-07-22'],
      ['weekly#2026-07-25', '2026-07-25', '2026-07-27'],
      ['forever#2027-01-01', '2027-01-01', '2027-01-02'],
    ]);
  });

  it('skips cancelled and free events, past ones, and recognises our own exported events', () => {
    const outcome = parseFeed(
      feed(
        event('UID:gone', 'DTSTART;VALUE=DATE:20260801', 'STATUS:CANCELLED'),
        event('UID:free', 'DTSTART;VALUE=DATE:20260802', 'TRANSP:TRANSPARENT'),
        event('UID:past', 'DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260701'),
        event('UID:stay-42@portal.test', 'DTSTART;VALUE=DATE:20260805', 'DTEND;VALUE=DATE:20260809'),
        event('UID:kept', 'DTSTART;VALUE=DATE:20260630', 'DTEND;VALUE=DATE:20260702'),
      ),
      options,
    );
    expect(outcome).toEqual({ ok: true, ownEvents: 1, events: [{ occurrence: 'kept', from: '2026-06-30', to: '2026-07-02', title: '' }], skipped: [], replaced: [] });
  });

  it('refuses text that is not iCalendar and feeds with too many events', () => {
    expect(parseFeed('<html>Not found</html>', options)).toMatchObject({ ok: false, error: 'not_ical' });
    expect(parseFeed('BEGIN:VCALENDAR\r\nBROKEN', options)).toMatchObject({ ok: false, error: 'not_ical' });
    const daily = feed(event('UID:d', 'DTSTART;VALUE=DATE:20260701', 'RRULE:FREQ=DAILY'));
    expect(parseFeed(daily, { ...options, maxEvents: 100 })).toMatchObject({ ok: false, error: 'too_many_events' });
    expect(spans(daily)).toHaveLength(365);
  });

  it('reads a feed that starts with a byte-order mark', () => {
    expect(spans(`\uFEFF${feed(event('UID:bom', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803'))}`)).toEqual([['bom', '2026-08-01', '2026-08-03']]);
  });

  it('skips an event it cannot read with the reason and imports the others', () => {
    const outcome = parseFeed(
      feed(
        event('UID:good', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803'),
        event('UID:bad-date', 'DTSTART:2028XX01'),
        event('UID:no-start', 'SUMMARY:Nothing'),
        event('UID:chinese', 'DTSTART;VALUE=DATE:20260901', 'RRULE:RSCALE=CHINESE;FREQ=YEARLY'),
        event('UID:also-good', 'DTSTART;VALUE=DATE:20260810', 'DTEND;VALUE=DATE:20260812'),
      ),
      options,
    );
    expect(outcome).toMatchObject({
      ok: true,
      events: [{ occurrence: 'good' }, { occurrence: 'also-good' }],
      skipped: [
        { uid: 'bad-date', reason: 'invalid_value' },
        { uid: 'no-start', reason: 'no_start' },
        { uid: 'chinese', reason: 'unsupported_scale' },
      ],
    });
  });

  it('reads a calendar left open at the end, and leaves out to-dos and free/busy with bad lines', () => {
    const open = ['BEGIN:VCALENDAR', 'VERSION:2.0', event('UID:ok', 'DTSTART;VALUE=DATE:20260801'), 'BEGIN:VEVENT', 'UID:cut', 'DTSTART;VALUE=DATE:20260810'].join('\r\n');
    expect(spans(open)).toEqual([
      ['ok', '2026-08-01', '2026-08-02'],
      ['cut', '2026-08-10', '2026-08-11'],
    ]);
    const busy = feed(['BEGIN:VFREEBUSY', 'ORGANIZER;CN=Sixt SE', 'END:VFREEBUSY'].join('\r\n'), ['BEGIN:VTODO', 'BROKEN', 'END:VTODO'].join('\r\n'), event('UID:car', 'DTSTART;VALUE=DATE:20260805'));
    expect(spans(busy)).toEqual([['car', '2026-08-05', '2026-08-06']]);
    // Blank lines inside folded lines, and a comment after the calendar's end (cached feeds).
    const loose = ['BEGIN:VCALENDAR', 'VERSION', '', ' :2.0', event('UID:loose', 'DTSTART;VALUE=DATE:20260806'), 'END:VCALENDAR', 'X-COMMENT:Cached'].join('\r\n');
    expect(spans(loose)).toEqual([['loose', '2026-08-06', '2026-08-07']]);
    // A bad line of the calendar itself still refuses it.
    expect(parseFeed('BEGIN:VCALENDAR\r\nBROKEN', options)).toMatchObject({ ok: false, error: 'not_ical' });
  });

  it('reads a Gregorian RSCALE as a plain rule', () => {
    expect(spans(feed(event('UID:greg', 'DTSTART;VALUE=DATE:20260801', 'RRULE:RSCALE=GREGORIAN;FREQ=MONTHLY;COUNT=2')))).toEqual([
      ['greg#2026-08-01', '2026-08-01', '2026-08-02'],
      ['greg#2026-09-01', '2026-09-01', '2026-09-02'],
    ]);
  });

  it('reads a date-only DTSTART/DTEND without VALUE=DATE as all-day', () => {
    expect(spans(feed(event('UID:plain', 'DTSTART:20260801', 'DTEND:20260804')))).toEqual([['plain', '2026-08-01', '2026-08-04']]);
  });

  it('reads RDATE;VALUE=PERIOD occurrences with their own ends', () => {
    expect(
      spans(feed(event('UID:p', 'DTSTART:20260801T100000Z', 'DTEND:20260801T120000Z', 'RDATE;VALUE=PERIOD:20260901T100000Z/20260903T120000Z,20261001T100000Z/PT50H'))),
    ).toEqual([
      ['p', '2026-08-01', '2026-08-02'],
      ['p#2026-09-01T10:00:00Z', '2026-09-01', '2026-09-03'],
      ['p#2026-10-01T10:00:00Z', '2026-10-01', '2026-10-03'],
    ]);
  });

  it('keeps one copy per UID by SEQUENCE, then DTSTAMP, then feed order, and says which it replaced', () => {
    const copy = (uid: string, stamp: string, sequence: number, from: string) =>
      ['BEGIN:VEVENT', `UID:${uid}`, `DTSTAMP:${stamp}`, `SEQUENCE:${sequence}`, `DTSTART;VALUE=DATE:${from}`, 'END:VEVENT'].join('\r\n');
    const outcome = parseFeed(
      feed(
        copy('seq', '20260105T000000Z', 2, '20260801'),
        copy('seq', '20260109T000000Z', 1, '20260802'),
        copy('stamp', '20260101T000000Z', 0, '20260810'),
        copy('stamp', '20260102T000000Z', 0, '20260811'),
        copy('same', '20260101T000000Z', 0, '20260820'),
        copy('same', '20260101T000000Z', 0, '20260821'),
        // An override of one occurrence is not a duplicate.
        event('UID:series', 'DTSTART;VALUE=DATE:20260901', 'RRULE:FREQ=WEEKLY;COUNT=2'),
        event('UID:series', 'RECURRENCE-ID;VALUE=DATE:20260908', 'DTSTART;VALUE=DATE:20260909'),
      ),
      options,
    );
    if (!outcome.ok) throw new Error(outcome.detail);
    expect(outcome.events.map((one) => [one.occurrence, one.from])).toEqual([
      ['seq', '2026-08-01'],
      ['stamp', '2026-08-11'],
      ['same', '2026-08-21'],
      ['series#2026-09-01', '2026-09-01'],
      ['series#2026-09-08', '2026-09-09'],
    ]);
    expect(outcome.replaced).toEqual([
      { uid: 'seq', by: 'sequence' },
      { uid: 'stamp', by: 'stamp' },
      { uid: 'same', by: 'order' },
    ]);
  });

  describe('feed bombs end as too_complex, quickly', () => {
    const refused = (text: string) => {
      const started = Date.now();
      const outcome = parseFeed(text, options);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(outcome).toMatchObject({ ok: false, error: 'too_complex' });
    };

    it('refuses an absurd DURATION before adding it up', () => {
      refused(feed(event('UID:d', 'DTSTART:20260801T000000Z', 'DURATION:P999999999999999999W')));
    });

    it('refuses a DTEND centuries after DTSTART', () => {
      refused(feed(event('UID:e', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:99990801')));
    });

    it('refuses SECONDLY, MINUTELY and HOURLY rules from 2000', () => {
      for (const freq of ['SECONDLY', 'MINUTELY', 'HOURLY']) refused(feed(event(`UID:${freq}`, 'DTSTART:20000101T000000Z', `RRULE:FREQ=${freq}`)));
    });

    it('refuses a feed whose recurrences need too many steps to reach the horizon', () => {
      refused(feed(...Array.from({ length: 10 }, (_, i) => event(`UID:daily-${i}`, 'DTSTART;VALUE=DATE:19000101', 'RRULE:FREQ=DAILY'))));
    });

    it('still reads a daily rule from 1990 up to the horizon and no further', () => {
      // About 13,000 steps, under the step limit: the time budget is not what this tests (a busy CI runner once took over 2 s).
      const read = spans(feed(event('UID:long', 'DTSTART;VALUE=DATE:19900101', 'RRULE:FREQ=DAILY')), { maxParseMs: 60_000 });
      expect(read.length).toBe(365);
      expect(read.at(-1)?.[2]).toBe('2027-07-01');
    });
  });
});
