import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoment } from '../../src/i18n/format';
import { dayInZone, showMomentsIn, visitorToday } from '../../src/i18n/moment-zone';

afterEach(() => showMomentsIn(() => undefined));

describe('moments in the visitor’s zone', () => {
  it("are the browser's own without a zone", () => {
    const moment = new Date(2026, 10, 27, 23, 30);
    expect(dayInZone(moment)).toEqual({ year: 2026, month: 11, day: 27 });
    expect(visitorToday(moment)).toBe('2026-11-27');
  });

  it('follow the zone a render names: the day and the time of day there', () => {
    showMomentsIn(() => 'Pacific/Kiritimati'); // UTC+14
    expect(visitorToday(new Date('2026-11-27T12:30:00Z'))).toBe('2026-11-28');
    expect(formatMoment('2026-11-27T12:30:00Z', 'en')).toBe('28 Nov 2026, 02:30');
    showMomentsIn(() => 'America/Los_Angeles');
    expect(visitorToday(new Date('2026-01-01T05:00:00Z'))).toBe('2025-12-31');
  });

  it("give the day Intl gives in that zone, for any moment", () => {
    showMomentsIn(() => 'Europe/Zagreb');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
        expect(visitorToday(new Date(ms))).toBe(expected);
      }),
    );
  });
});
