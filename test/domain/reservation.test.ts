import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { arrivalGroup } from '../../src/domain/arrival-group';
import { customerName, reservationKind } from '../../src/domain/reservation';
import { assertProperty, plainDateArb } from '../support/fast-check';

const flagsArb = fc.record(
  { houseClosing: fc.boolean(), ownerBooking: fc.boolean(), myRent: fc.boolean(), commentsAvailable: fc.boolean() },
  { requiredKeys: [] },
);
const today = Temporal.PlainDate.from('2024-07-10');

describe('reservation properties', () => {
  it('a kind is given exactly when a flag is set, and HouseClosing wins', () => {
    assertProperty(
      fc.property(flagsArb, (flags) => {
        const kind = reservationKind(flags);
        expect(kind === null).toBe(!Object.values(flags).some(Boolean));
        if (flags.houseClosing) expect(kind).toBe('HouseClosing');
      }),
    );
  });

  it('groups every stay by its arrival relative to today', () => {
    assertProperty(
      fc.property(plainDateArb, fc.integer({ min: -40, max: 40 }), fc.integer({ min: 1, max: 30 }), (day, offset, nights) => {
        const arrival = day.add({ days: offset });
        const departure = arrival.add({ days: nights });
        const group = arrivalGroup({ arrivalDate: arrival.toString(), departureDate: departure }, day);
        if (offset === 0) expect(group).toBe('Today');
        else if (offset === 1) expect(group).toBe('Tomorrow');
        else if (offset > 1) expect(group).toBe('ArrivingInDays');
        else expect(group).toBe(offset + nights > 0 ? 'CurrentGuest' : null);
      }),
    );
  });
});

describe('reservation examples (spec section 3)', () => {
  it('shows the traveller as customer', () => {
    expect(customerName({ travellerName: 'Ana Horvat' })).toBe('Ana Horvat');
  });

  it('orders kinds HouseClosing, OwnerBooking, MyRent, Comment', () => {
    expect(reservationKind({ ownerBooking: true, myRent: true, commentsAvailable: true })).toBe('OwnerBooking');
    expect(reservationKind({ myRent: true, commentsAvailable: true })).toBe('MyRent');
    expect(reservationKind({ commentsAvailable: true })).toBe('Comment');
    expect(reservationKind({})).toBeNull();
  });

  it.each([
    ['2024-07-10', '2024-07-17', 'Today'],
    ['2024-07-11', '2024-07-17', 'Tomorrow'],
    ['2024-07-12', '2024-07-17', 'ArrivingInDays'],
    ['2024-07-03', '2024-07-11', 'CurrentGuest'],
    ['2024-07-03', '2024-07-10', null],
    ['2024-06-01', '2024-06-08', null],
  ])('arriving %s, departing %s is %s on 2024-07-10', (arrivalDate, departureDate, expected) => {
    expect(arrivalGroup({ arrivalDate, departureDate }, today)).toBe(expected);
  });
});
