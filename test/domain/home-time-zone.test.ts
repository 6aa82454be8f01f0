import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { homeTimeZone } from '../../src/domain/home-time-zone';

describe('homeTimeZone', () => {
  it('names the zone of a country, whatever the case, and UTC for unknown ones', () => {
    expect(homeTimeZone('HR')).toBe('Europe/Zagreb');
    expect(homeTimeZone('dk')).toBe('Europe/Copenhagen');
    expect(homeTimeZone('XX')).toBe('UTC');
  });

  it('names only zones Temporal knows', () => {
    for (const country of ['AT', 'BA', 'BE', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IT', 'ME', 'NL', 'NO', 'PL', 'PT', 'SE', 'SI', 'SK']) {
      expect(() => Temporal.Now.instant().toZonedDateTimeISO(homeTimeZone(country))).not.toThrow();
    }
  });
});
