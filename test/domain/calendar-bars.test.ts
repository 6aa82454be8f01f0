import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barPieces } from '../../src/domain/calendar-bars';
import { monthWeeks } from '../../src/domain/calendar-grid';
import { addDays } from '../../src/domain/date-arithmetic';
import { assertProperty } from '../support/fast-check';

/** Stays of a month (June 2028) that do not share nights: consecutive gaps and lengths. */
const staysArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 12 })), { maxLength: 6 }).map((steps) => {
  let day = '2028-05-29';
  return steps.map(([gap, nights], index) => {
    const from = addDays(day, gap);
    day = addDays(from, nights);
    return { id: index, from, to: day };
  });
});

const rowsOf = () => monthWeeks(2028, 6, 'de').map((row) => ({ start: row.days[0]!, end: row.days[6]!, days: row.days }));

describe('barPieces', () => {
  it('gives each night of a stay exactly one piece, the first marked as the arrival, and its departure morning one', () => {
    assertProperty(
      fc.property(staysArb, (stays) => {
        for (const row of rowsOf()) {
          for (const day of row.days) {
            const pieces = barPieces(stays, day, row.start, row.end);
            for (const stay of stays) {
              const mine = pieces.filter((piece) => piece.entry === stay);
              const holdsNight = stay.from <= day && day < stay.to;
              expect(mine.filter((piece) => piece.part === 'night')).toHaveLength(holdsNight ? 1 : 0);
              expect(mine.filter((piece) => piece.part === 'departure')).toHaveLength(stay.to === day ? 1 : 0);
              if (holdsNight) expect(mine[0]!.arrives).toBe(day === stay.from);
            }
          }
        }
      }),
    );
  });

  it('labels each stay once per row, across exactly its nights in that row', () => {
    assertProperty(
      fc.property(staysArb, (stays) => {
        for (const row of rowsOf()) {
          for (const stay of stays) {
            const nightsInRow = row.days.filter((day) => stay.from <= day && day < stay.to).length;
            const labels = row.days.flatMap((day) => barPieces(stays, day, row.start, row.end).filter((piece) => piece.entry === stay && piece.labelNights > 0));
            expect(labels.map((piece) => piece.labelNights)).toEqual(nightsInRow > 0 ? [nightsInRow] : []);
          }
        }
      }),
    );
  });

  it('reads back-to-back stays as two: the day between holds the first one’s departure and the second one’s arrival', () => {
    const first = { from: '2028-06-05', to: '2028-06-08' };
    const second = { from: '2028-06-08', to: '2028-06-13' };
    expect(barPieces([first, second], '2028-06-08', '2028-06-05', '2028-06-11')).toEqual([
      { entry: second, part: 'night', arrives: true, labelNights: 4 },
      { entry: first, part: 'departure', arrives: false, labelNights: 0 },
    ]);
    // The next row starts the second stay's label again, over its last two nights.
    expect(barPieces([first, second], '2028-06-12', '2028-06-12', '2028-06-18')).toEqual([{ entry: second, part: 'night', arrives: false, labelNights: 1 }]);
  });
});
