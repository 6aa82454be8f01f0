import { describe, expect, it } from 'vitest';
import { navigationItems, opensPage } from '../../src/app/navigation';
import type { SessionView } from '../../src/app/route-guard';
import { routes } from '../../src/app/route-table';
import type { PageLoader, RouteDefinition } from '../../src/app/route-types';
import { testI18n } from '../support/i18n';

const owner = (permissions: SessionView extends infer V ? (V extends { permissions: infer P } ? P : never) : never): SessionView => ({
  status: 'loggedIn',
  userID: '100001',
  requireNewPassword: false,
  permissions,
  cameFromTwoFactor: false,
});
const anyPage: PageLoader = () => import('../../src/app/pages/dashboard.page');
/** The route table as if every page were built. */
const allBuilt: RouteDefinition[] = routes.map((route) => ({ ...route, page: route.page ?? anyPage }));
const i18n = testI18n();

describe('primary navigation', () => {
  it('lists only entries whose page exists, in order, tabs before "More" rows', () => {
    const items = navigationItems(owner(['ViewPayments', 'ViewCalendar', 'BookOwnerStays']), '/', i18n);
    expect(items.map((item) => [item.label, item.place])).toEqual([
      ['Overview', 'tab'],
      ['Reservations', 'tab'],
      ['Calendar', 'tab'],
      ['Payments', 'tab'],
      ['Homes', 'more'],
      ['Inbox', 'more'],
      ['Book your own stay', 'more'],
      ['Guest reviews', 'more'],
      ['Your profile', 'more'],
      ['Contacts', 'more'],
      ['Recommend a homeowner', 'more'],
      ['Guide', 'more'],
    ]);
    // Calendar opens the first home's month at today; Homes leads to every home's pages.
    expect(items.find((item) => item.label === 'Calendar')!.href).toBe('/bookings/calendar');
    expect(items.find((item) => item.label === 'Homes')!.href).toBe('/homes');
  });

  it('reaches every page of the specification within two steps: an entry, or a link on a page an entry opens', () => {
    // The pages one step beyond an entry, by the entry's page that links to them (each checked by its own view's tests or journeys).
    const viaEntry: Record<string, string> = {
      '/property-profile/*slug': '/homes',
      '/property-benchmark/*slug': '/homes',
      '/documents/:accommodationCode/contracts': '/homes',
      '/bookings/calendar/:accommodationCode': '/bookings/calendar',
      '/reservations/:type/:id': '/reservations/:type',
      '/payments-overview/statements': '/payments-overview',
      '/profile/payment-info': '/profile',
    };
    const entries = new Set(routes.filter((route) => route.nav).map((route) => route.pattern));
    for (const [pattern, from] of Object.entries(viaEntry)) {
      expect(routes.some((route) => route.pattern === pattern), pattern).toBe(true);
      expect(entries.has(from), `${pattern} via ${from}`).toBe(true);
    }
    for (const pattern of ['/homes', '/bookings/calendar', '/reference-form', '/contract-prices/*slug', '/documents', '/reviews', '/opportunities']) expect(entries.has(pattern), pattern).toBe(true);
  });

  it('hides what the permissions do not allow once the pages exist (a keyholder sees no Payments)', () => {
    const labels = (permissions: Parameters<typeof owner>[0]) => navigationItems(owner(permissions), '/', i18n, allBuilt).map((item) => item.label);
    expect(labels(['ViewPayments'])).toContain('Payments');
    expect(labels(['ViewCalendar', 'ViewDocuments'])).not.toContain('Payments');
  });

  it('marks the entry of the current section', () => {
    const current = (path: string) => navigationItems(owner([]), path, i18n).filter((item) => item.current).map((item) => item.label);
    expect(current('/')).toEqual(['Overview']);
    expect(current('/reservations/departures/500001')).toEqual(['Reservations']);
    expect(current('/inbox')).toEqual(['Inbox']);
    // The profile's child pages belong to its section.
    expect(current('/profile/change-password')).toEqual(['Your profile']);
  });

  it('shows nothing while nobody is signed in', () => {
    expect(navigationItems({ status: 'loggedOut' }, '/login', i18n)).toEqual([]);
  });
});

describe('links to pages', () => {
  it('open built pages the owner may see, never a 404 or a page that sends the owner away', () => {
    const view = owner([]);
    expect(opensPage('/inbox', view)).toBe(true);
    expect(opensPage('/reservations/arrivals?dateFrom=2026-07-01', view)).toBe(true);
    expect(opensPage('/profile/payment-info', view)).toBe(false);
    expect(opensPage('/tax-id', view)).toBe(false);
    expect(opensPage('/no-such-page', view)).toBe(false);
    expect(opensPage('https://example.com/help', view)).toBe(true);
  });
});
