import type { DemoAccommodation } from './demo-types';

/**
 * The agency's house with a contract waiting for renewal: the last house of the portfolio, made
 * EXPIRING so that its 2027 contract can be renewed in the demo (the owner 100001 has its own).
 * Only the status changes: the generators draw the same random numbers for ACTIVE and EXPIRING
 * houses (both have a 2027 contract), so every other demo row stays as it was.
 */
export function withPhoneJourneyRenewal(houses: DemoAccommodation[]): DemoAccommodation[] {
  return houses.map((house, index) => (index === houses.length - 1 ? { ...house, contractStatus: 'EXPIRING' } : house));
}
