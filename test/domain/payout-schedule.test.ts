import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { PayoutSchedules } from '../../src/domain/enumerations';
import { isCalendarSchedule, isPayoutDay, nextPayoutDay, payoutAvailability, payoutDayOf } from '../../src/domain/payout-schedule';
import { assertProperty } from '../support/fast-check';

const day = fc
  .integer({ min: 0, max: 365 * 30 })
  .map((offset) => Temporal.PlainDate.from('2010-01-01').add({ days: offset }).toString());
const calendarSchedules = PayoutSchedules.filter(isCalendarSchedule);

describe('payout schedule', () => {
  it('the next payout day of a calendar schedule is a payout day after the date, with none in between', () => {
    assertProperty(
      fc.property(fc.constantFrom(...calendarSchedules), day, (schedule, after) => {
        const next = nextPayoutDay(schedule, after);
        expect(next).not.toBeNull();
        expect(next! > after).toBe(true);
        expect(isPayoutDay(schedule, next!)).toBe(true);
        for (let d = Temporal.PlainDate.from(after).add({ days: 1 }); d.toString() < next!; d = d.add({ days: 1 })) {
          expect(isPayoutDay(schedule, d.toString())).toBe(false);
        }
      }),
    );
  });

  it('has no payout days for schedules that do not pay on the calendar', () => {
    for (const schedule of PayoutSchedules.filter((s) => !isCalendarSchedule(s))) expect(isPayoutDay(schedule, '2026-07-10')).toBe(false);
  });

  it('knows its days', () => {
    expect(nextPayoutDay('Monthly', '2026-07-10')).toBe('2026-08-10');
    expect(nextPayoutDay('EndOfMonth', '2024-02-01')).toBe('2024-02-29');
    expect(nextPayoutDay('TwiceAMonth', '2026-07-01')).toBe('2026-07-16');
    expect(nextPayoutDay('Quarterly', '2026-07-10')).toBe('2026-10-10');
    expect(nextPayoutDay('HalfYear', '2026-07-10')).toBe('2027-01-10');
    expect(nextPayoutDay('PartnerSummerLACO', '2026-11-01')).toBe('2027-10-31');
    expect(nextPayoutDay('Immediately', '2026-12-31')).toBe('2027-01-01');
    expect(nextPayoutDay('OnRequest', '2026-07-10')).toBeNull();
  });

  it('pays before-arrival schedules ahead of the stay, others after the value date', () => {
    assertProperty(
      fc.property(fc.constantFrom(...PayoutSchedules), day, (schedule, valueDate) => {
        const paid = payoutDayOf(schedule, { valueDate, arrival: valueDate });
        if (schedule === 'TwoWeeksBeforeArrival') expect(paid).toBe(Temporal.PlainDate.from(valueDate).subtract({ days: 14 }).toString());
        else if (schedule === 'FourWeeksBeforeArrival') expect(paid).toBe(Temporal.PlainDate.from(valueDate).subtract({ days: 28 }).toString());
        else if (isCalendarSchedule(schedule)) expect(paid! > valueDate).toBe(true);
        else expect(paid).toBeNull();
      }),
    );
  });

  it('pays an amount without a stay on its value date under a before-arrival schedule', () => {
    expect(payoutDayOf('TwoWeeksBeforeArrival', { valueDate: '2026-07-10', arrival: null })).toBe('2026-07-10');
    expect(payoutDayOf('FourWeeksBeforeArrival', { valueDate: '2026-07-10', arrival: '2026-08-10' })).toBe('2026-07-13');
  });

  it('decides the availability in order: unsupported, in process, funds', () => {
    assertProperty(
      fc.property(fc.option(fc.constantFrom(...PayoutSchedules)), fc.integer(), fc.boolean(), (schedule, balanceCents, payoutInProcess) => {
        const availability = payoutAvailability({ schedule, balanceCents, payoutInProcess });
        if (schedule === null || schedule === 'UtoringPayment') expect(availability).toBe('UNSUPPORTED_PAYOUT_OPTION');
        else if (payoutInProcess) expect(availability).toBe('IN_PROCESS');
        else expect(availability).toBe(balanceCents > 0 ? 'AVAILABLE' : 'INSUFFICIENT_FUNDS');
      }),
    );
  });
});
