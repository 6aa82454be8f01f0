import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISTANCE_TYPES,
  VIEW_TYPES,
  attributeIcon,
  descriptionsByType,
  distanceIcon,
  groupAttributes,
  toPropertyProfile,
  type ProfileAccommodation,
} from '../../src/domain/property-profile';
import { assertProperty } from '../support/fast-check';

const HOST = 'https://img.example.com';
const attributeNameArb = fc.oneof(
  fc.constantFrom(...VIEW_TYPES, 'pool', 'patio', 'terrace', 'whirlpool', 'single_garage', 'pets_allowed', 'eco_heating', 'sustainable_water'),
  fc.stringMatching(/^[a-z_]{1,12}$/),
);
const accommodationArb: fc.Arbitrary<ProfileAccommodation> = fc.record({
  name: fc.string(),
  attributes: fc.record({ attribute: fc.array(fc.record({ name: attributeNameArb }), { maxLength: 12 }) }),
  distances: fc.record({
    distance: fc.array(
      fc.record({ name: fc.constantFrom(...DISTANCE_TYPES, 'airport', 'shop'), value: fc.integer({ min: 0, max: 50_000 }) }),
      { maxLength: 10 },
    ),
  }),
  descriptions: fc.record({
    description: fc.array(fc.record({ type: fc.constantFrom('short', 'long', 'area', '__proto__'), value: fc.string() }), {
      maxLength: 6,
    }),
  }),
});

const accommodation: ProfileAccommodation = {
  name: 'Villa Ana',
  media: { mediaItem: [{ fileName: 'own.jpg', caption: [{ content: 'Front' }] }] },
  descriptions: {
    description: [
      { type: 'short', value: 'Sea view villa' },
      { type: 'long', value: 'A villa with a view.' },
      { type: 'short', value: 'ignored' },
    ],
  },
  themes: { theme: ['family'] },
  attributes: {
    attribute: [
      { name: 'sea_view' },
      { name: 'terrace' },
      { name: 'whirlpool' },
      { name: 'pets_allowed' },
      { name: 'eco_heating' },
      { name: 'sustainability_label' },
      { name: 'terrace' },
      { name: 'petanque' },
    ],
  },
  distances: {
    distance: [
      { name: 'sea', value: 200 },
      { name: 'airport', value: 30_000 },
      { name: 'center', value: '1 km' },
      { name: 'lake', value: 5000 },
    ],
  },
  pax: 6,
  rooms: { number: 4 },
  bedRooms: { number: 3 },
  bathRooms: null,
};

describe('property profile properties', () => {
  it('puts every distinct attribute in exactly one of views, facilities and sustainabilities', () => {
    assertProperty(
      fc.property(accommodationArb, (acc) => {
        const grouped = groupAttributes(acc);
        const placed = [...grouped.views, ...grouped.facilities, ...grouped.sustainabilities].map((a) => a.name).sort();
        expect(placed).toEqual([...new Set(acc.attributes!.attribute!.map((a) => a.name))].sort());
      }),
    );
  });

  it('shows only the listed distance types, once each, in their order', () => {
    assertProperty(
      fc.property(accommodationArb, (acc) => {
        const names = groupAttributes(acc).distances.map((d) => d.name);
        expect(names).toEqual(DISTANCE_TYPES.filter((t) => acc.distances!.distance!.some((d) => d.name === t)));
      }),
    );
  });

  it('keys descriptions by type, the first of a type winning', () => {
    assertProperty(
      fc.property(accommodationArb, (acc) => {
        const byType = descriptionsByType(acc);
        for (const { type } of acc.descriptions!.description!) {
          expect(byType[type]).toBe(acc.descriptions!.description!.find((d) => d.type === type)!.value);
        }
        expect(Object.keys(byType)).toHaveLength(new Set(acc.descriptions!.description!.map((d) => d.type)).size);
      }),
    );
  });
});

describe('property profile examples (spec sections 3 and 9)', () => {
  it('aliases icons', () => {
    expect(['patio', 'terrace', 'whirlpool', 'single_garage', 'pet', 'pets', 'pet_friendly', 'pool'].map(attributeIcon)).toEqual([
      'balcony',
      'balcony',
      'hottub',
      'garage',
      'pets',
      'pets',
      'pets',
      'pool',
    ]);
    expect(attributeIcon('petanque')).toBe('petanque');
    expect(distanceIcon('lake')).toBe(distanceIcon('sea'));
    expect(distanceIcon('ski')).toBe('ski');
  });

  it('groups the attributes of an accommodation', () => {
    expect(groupAttributes(accommodation)).toEqual({
      features: [
        { name: 'pax', value: 6, icon: 'pax' },
        { name: 'rooms', value: 4, icon: 'rooms' },
        { name: 'bedrooms', value: 3, icon: 'bedrooms' },
      ],
      views: [{ name: 'sea_view', icon: 'sea_view' }],
      distances: [
        { name: 'center', value: '1 km', icon: 'center' },
        { name: 'sea', value: 200, icon: 'water' },
        { name: 'lake', value: 5000, icon: 'water' },
      ],
      facilities: [
        { name: 'terrace', icon: 'balcony' },
        { name: 'whirlpool', icon: 'hottub' },
        { name: 'pets_allowed', icon: 'pets' },
        { name: 'petanque', icon: 'petanque' },
      ],
      sustainabilities: [
        { name: 'eco_heating', icon: 'sustainability' },
        { name: 'sustainability_label', icon: 'sustainability' },
      ],
    });
  });

  it('builds the profile with its own media when no picture groups are given', () => {
    const profile = toPropertyProfile(accommodation, null, HOST);
    expect(profile.name).toBe('Villa Ana');
    expect(profile.pictures).toEqual([{ src: `${HOST}/own.jpg`, alt: 'Front' }]);
    expect(profile.descriptions).toEqual({ short: 'Sea view villa', long: 'A villa with a view.' });
    expect(profile.themes).toEqual(['family']);
    expect(toPropertyProfile(accommodation, [], HOST).pictures).toHaveLength(1);
  });

  it('uses the given picture groups when there are any', () => {
    const groups = [{ mediaItem: [{ fileName: 'a.jpg', caption: [] }] }, { mediaItem: [{ fileName: 'b.jpg', caption: [] }] }];
    expect(toPropertyProfile(accommodation, groups, HOST).pictures.map((p) => p.src)).toEqual([`${HOST}/a.jpg`, `${HOST}/b.jpg`]);
  });

  it('copes with an accommodation without lists', () => {
    const profile = toPropertyProfile({ name: 'Empty' }, null, HOST);
    expect(profile).toEqual({
      name: 'Empty',
      pictures: [],
      attributes: { features: [], views: [], distances: [], facilities: [], sustainabilities: [] },
      descriptions: {},
      themes: [],
    });
  });
});
