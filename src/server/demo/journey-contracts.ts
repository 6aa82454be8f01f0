import type { DemoAccommodation } from './demo-types';

/**
 * The agency house whose contract the phone journey of contract prices renews (e2e/property.spec):
 * the last house of the portfolio, made EXPIRING so that its 2027 contract waits for renewal. The
 * desktop journey renews the portfolio's own expiring contract; each needs one nobody else answers.
 * Only the status changes: the generators draw the same random numbers for ACTIVE and EXPIRING
 * houses (both have a 2027 contract), so every other demo row stays as it was.
 */
export function withPhoneJourneyRenewal(houses: DemoAccommodation[]): DemoAccommodation[] {
  return houses.map((house, index) => (index === houses.length - 1 ? { ...house, contractStatus: 'EXPIRING' } : house));
}
