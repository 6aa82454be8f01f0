import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesAnyPattern, matchPattern, splitPath } from '../../src/domain/route-path';

const segment = fc.stringMatching(/^[a-z0-9.-]{1,12}$/);

describe('route paths', () => {
  it('split into decoded segments, trailing slashes tolerated; invalid percent-encoding is no path', () => {
    expect(splitPath('/bookings/calendar/HR2731.100.1/')).toEqual(['bookings', 'calendar', 'HR2731.100.1']);
    expect(splitPath('/a%20b')).toEqual(['a b']);
    expect(splitPath('/%E0%A4%A')).toBeNull();
    expect(matchesAnyPattern('/%E0%A4%A', ['/*rest'])).toBe(false);
  });

  it('match literal segments, one segment per :name, and whatever is left under a *name', () => {
    fc.assert(
      fc.property(segment, segment, fc.array(segment, { maxLength: 3 }), (type, id, rest) => {
        expect(matchPattern('/reservations/:type/:id', ['reservations', type, id])).toEqual({ params: { type, id }, rest: [] });
        expect(matchPattern('/reservations/:type', ['reservations', type, id])).toBeNull();
        expect(matchPattern('/reservations/:type/:id', ['reservations', type])).toBeNull();
        expect(matchPattern('/property-profile/*slug', ['property-profile', ...rest])).toEqual({ params: {}, rest });
        expect(matchesAnyPattern(`/x${type}/${id}`, ['/reservations/:type', '/inbox'])).toBe(false);
      }),
    );
  });
});
