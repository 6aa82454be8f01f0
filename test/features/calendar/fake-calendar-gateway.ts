import type { Accommodation } from '../../../src/contract/accommodations';
import type { CalendarEntry } from '../../../src/contract/calendar';
import type { CalendarGateway } from '../../../src/ports/calendar-gateway';

export const homes: Accommodation[] = [
  { code: 'HR2731.100.1', name: 'Villa Marija', country: 'HR', place: 'Poreč', contractStatus: 'ACTIVE' },
  { code: 'IT5521.610.2', name: 'Casa Lucia', country: 'IT', place: 'Lucca', contractStatus: 'ACTIVE' },
  { code: 'DK1234.001.1', name: 'Sommerhus Klitten', country: 'DK', place: 'Blåvand', contractStatus: 'ACTIVE' },
];

export const entry = (overrides: Partial<CalendarEntry> & Pick<CalendarEntry, 'id' | 'type' | 'from' | 'to'>): CalendarEntry => ({
  title: '',
  reservationId: null,
  bookingKind: null,
  feedId: null,
  source: null,
  conflict: false,
  ...overrides,
});

/** A calendar gateway over fixed entries per home (of `homes`); everything else refuses. */
export function fakeCalendarGateway(byHome: Record<string, CalendarEntry[]>, overrides: Partial<CalendarGateway> = {}): CalendarGateway {
  const refuse = () => Promise.reject(new Error('not in this test'));
  const touching = (code: string, from: string, to: string) => (byHome[code] ?? []).filter((item) => item.to > from && item.from <= to);
  return {
    entries: async (code, from, to) => ({ entries: touching(code, from, to), prices: null }),
    homesEntries: async (from, to) => ({ homes: homes.map((home) => ({ accommodationCode: home.code, entries: touching(home.code, from, to) })) }),
    exportUrl: refuse,
    rotateExport: refuse,
    createOwnerBooking: refuse,
    feeds: refuse,
    addFeed: refuse,
    syncFeed: refuse,
    rotateFeedExport: refuse,
    removeFeed: refuse,
    ...overrides,
  };
}
