import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Accommodation } from '../../../src/contract/accommodations';
import { countriesOf, matchesHome } from '../../../src/features/homes/home-filter';
import { assertProperty } from '../../support/fast-check';

const home = (name: string, place: string, code: string, country: string): Accommodation => ({ name, place, code, country, contractStatus: 'ACTIVE' });
const homes = [home('Villa Marija', 'Poreč', 'HR2731.100.1', 'HR'), home('Casa Lucia', 'Lucca', 'IT5521.610.2', 'IT'), home('Villa Sole', 'Lucca', 'IT5521.700.1', 'IT')];
const names = (text: string, country: string | null = null) => homes.filter((each) => matchesHome(each, { text, country })).map((each) => each.name);

describe('the homes page filter', () => {
  it('finds homes by words of their name, place or code, without regard to case or accents', () => {
    expect(names('')).toEqual(['Villa Marija', 'Casa Lucia', 'Villa Sole']);
    expect(names('villa')).toEqual(['Villa Marija', 'Villa Sole']);
    expect(names('porec')).toEqual(['Villa Marija']);
    expect(names('lucca villa')).toEqual(['Villa Sole']);
    expect(names('IT5521.610')).toEqual(['Casa Lucia']);
    expect(names('nowhere')).toEqual([]);
  });

  it('keeps only the chosen country', () => {
    expect(names('', 'IT')).toEqual(['Casa Lucia', 'Villa Sole']);
    expect(names('villa', 'HR')).toEqual(['Villa Marija']);
    expect(countriesOf(homes)).toEqual(['HR', 'IT']);
  });

  it('never finds more with more words', () => {
    assertProperty(
      fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), (first, second) => {
        const one = names(first);
        for (const name of names(`${first} ${second}`)) expect(one).toContain(name);
      }),
    );
  });
});
