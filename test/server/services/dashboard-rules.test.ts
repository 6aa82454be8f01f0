import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AccommodationRecord } from '../../../src/server/repositories/accommodations-repository';
import type { StayRecord } from '../../../src/server/repositories/reservations-repository';
import { dashboardTasks, type TaskInputs } from '../../../src/server/services/dashboard-tasks';
import { firstFreeSlot } from '../../../src/server/services/demo-service';

const house = (id: number, extra: Partial<AccommodationRecord> = {}): AccommodationRecord => ({
  id,
  code: `HR100${id}.1.1`,
  name: `House ${id}`,
  country: 'HR',
  place: 'Poreč',
  contractStatus: 'ACTIVE',
  relation: 'owner',
  ...extra,
});

const stay = (id: number, arrival: string, extra: Partial<StayRecord> = {}): StayRecord => ({
  id,
  accommodationId: 1,
  accommodationCode: 'HR1001.1.1',
  accommodationName: 'House 1',
  kind: 'Reservation',
  arrival,
  departure: Temporal.PlainDate.from(arrival).add({ days: 7 }).toString(),
  canceled: false,
  canceledByAccountId: null,
  resNo: String(id),
  travellerName: 'Guest',
  pax: 2,
  children: 0,
  changes: [],
  hasComment: false,
  comment: null,
  ...extra,
});

const inputs = (extra: Partial<TaskInputs> = {}): TaskInputs => ({
  today: Temporal.PlainDate.from('2026-10-05'),
  permissions: [],
  houses: [house(1)],
  arrivals: [],
  renewed: new Set(),
  taxNumberMissing: false,
  unread: [],
  bank: { iban: null, pending: null, rejected: null },
  seasonNights: 0,
  ...extra,
});

describe('dashboardTasks', () => {
  it('rates arrivals by distance: today urgent, tomorrow a warning, then ongoing, later none', () => {
    const arrivals = ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09'].map((date, index) => stay(index + 1, date));
    expect(dashboardTasks(inputs({ arrivals })).map((task) => [task.dueDate, task.urgency])).toEqual([
      ['2026-10-05', 'URGENT'],
      ['2026-10-06', 'WARNING'],
      ['2026-10-07', 'ONGOING'],
      ['2026-10-08', 'ONGOING'],
    ]);
  });

  it('leads contract tasks to the contract prices when the account may see them, else to the documents', () => {
    const houses = [house(1, { contractStatus: 'EXPIRING' }), house(2, { contractStatus: 'PENDING' })];
    const links = (permissions: string[]) => dashboardTasks(inputs({ houses, permissions })).map((task) => [task.type, task.link]);
    expect(links(['ViewContractPrices'])).toEqual([
      ['RENEWAL', '/contract-prices/HR1001.1.1/2027'],
      ['CONTRACT', '/contract-prices/HR1002.1.1'],
    ]);
    expect(links([])).toEqual([
      ['RENEWAL', '/documents/HR1001.1.1/contracts'],
      ['CONTRACT', '/documents/HR1002.1.1/contracts'],
    ]);
  });

  it('offers the season review after the summer when there were guests, linked by permission', () => {
    expect(dashboardTasks(inputs({ seasonNights: 40 }))).toEqual([
      expect.objectContaining({ type: 'SEASON_REVIEW', link: '/reservations/departures', params: { year: 2026, nights: 40 } }),
    ]);
    expect(dashboardTasks(inputs({ seasonNights: 40, permissions: ['ViewBenchmark'] }))[0]!.link).toBe('/property-benchmark/HR1001.1.1');
    expect(dashboardTasks(inputs({ seasonNights: 0 }))).toEqual([]);
    expect(dashboardTasks(inputs({ seasonNights: 40, today: Temporal.PlainDate.from('2026-08-01') }))).toEqual([]);
  });

  it('tells a refused bank change by the account on file: due with one (payouts go on), urgent without', () => {
    const rejected = { iban: 'DE02 •••• •••• 2051', reason: 'BANK_REJECTED' };
    const task = (iban: string | null) => dashboardTasks(inputs({ permissions: ['ViewPayments'], bank: { iban, pending: null, rejected } }));
    expect(task('CH93 •••• •••• 2957')).toEqual([
      expect.objectContaining({
        type: 'IBAN',
        urgency: 'WARNING',
        link: '/profile/payment-info',
        params: { iban: 'CH93 •••• •••• 2957', rejectedIban: rejected.iban, reason: 'BANK_REJECTED' },
      }),
    ]);
    expect(task(null)).toEqual([expect.objectContaining({ type: 'IBAN', urgency: 'URGENT', params: { rejectedIban: rejected.iban, reason: 'BANK_REJECTED' } })]);
    // Nothing refused (an approved or pending change): no task.
    expect(dashboardTasks(inputs({ permissions: ['ViewPayments'], bank: { iban: 'CH93 •••• •••• 2957', pending: { changeId: 'x' }, rejected: null } }))).toEqual([]);
  });

  it('leaves out what the account may not do', () => {
    const keyholder = house(2, { contractStatus: 'EXPIRING', relation: 'keyholder' });
    const bank = { iban: null, pending: null, rejected: { iban: 'DE02 •••• •••• 2051', reason: 'BANK_REJECTED' } };
    expect(dashboardTasks(inputs({ houses: [keyholder], taxNumberMissing: true, bank }))).toEqual([]);
  });
});

describe('firstFreeSlot', () => {
  const stays = [
    { arrival: '2026-07-01', departure: '2026-07-08' },
    { arrival: '2026-07-10', departure: '2026-07-17' },
    { arrival: '2026-07-24', departure: '2026-07-31' },
  ];
  it('finds the first gap long enough, else the day after the last stay', () => {
    expect(firstFreeSlot(stays, '2026-07-03', 7)).toBe('2026-07-17');
    expect(firstFreeSlot(stays, '2026-07-03', 2)).toBe('2026-07-08');
    expect(firstFreeSlot(stays, '2026-07-20', 7)).toBe('2026-07-31');
    expect(firstFreeSlot([], '2026-07-20', 7)).toBe('2026-07-20');
  });
});
