import { describe, expect, it } from 'vitest';
import { Languages } from '../../../src/domain/enumerations';
import { demoAccounts } from '../../../src/server/demo/demo-accounts';
import { Prng } from '../../../src/server/demo/prng';
import { COMPARABLES_PER_HOUSE, generatePropertyData } from '../../../src/server/demo/property-generator';

const houses = demoAccounts(new Prng(20_260_101)).flatMap((account) => account.accommodations);
const data = generatePropertyData(7, houses);

describe('the property demo generator', () => {
  it('is deterministic', () => {
    expect(generatePropertyData(7, houses)).toEqual(data);
  });

  it('gives every house contracts whose current year follows the house status, and an expiring one a renewal to answer', () => {
    for (const [index, house] of houses.entries()) {
      const contracts = data.homes[index]!.contracts;
      const current = contracts.find((contract) => contract.year === 2026)!;
      expect(current.status).toBe(house.contractStatus);
      const next = contracts.find((contract) => contract.year === 2027);
      if (house.contractStatus === 'EXPIRING') expect(next).toMatchObject({ status: 'NEW', workflow: 'NeedsRenewal' });
      for (const contract of contracts) {
        expect(contract.seasons.map((season) => season.startsOn.slice(5))).toEqual(['01-01', '06-01', '07-01', '08-01', '09-01', '10-01']);
        for (const season of contract.seasons) expect(season.weekCents).toBeLessThan(season.nightCents * 7);
      }
    }
  });

  it('writes the profile in all 14 content languages', () => {
    for (const home of data.homes) {
      expect(new Set(home.descriptions.map((description) => description.language))).toEqual(new Set(Languages));
      for (const picture of home.pictures) expect(Object.keys(picture.captions).sort()).toEqual([...Languages].sort());
    }
  });

  it('puts comparable homes around each house with consistent months', () => {
    expect(data.comparables.length).toBe(houses.length * COMPARABLES_PER_HOUSE);
    for (const comparable of data.comparables) {
      expect(comparable.months.length).toBe(21);
      for (const month of comparable.months) {
        expect(month.bookedNights).toBeLessThanOrEqual(month.availableNights);
        expect(month.reviewScoreTotal).toBeLessThanOrEqual(month.reviews * 5);
        expect(month.reviewScoreTotal).toBeGreaterThanOrEqual(month.reviews * 3);
      }
    }
  });
});
