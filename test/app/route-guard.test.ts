import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../src/domain/enumerations';
import { Permissions } from '../../src/domain/enumerations';
import { guard, loginWithReturn, type SessionView } from '../../src/app/route-guard';
import { matchRoute, routes } from '../../src/app/route-table';
import type { PageLoader, RouteDefinition } from '../../src/app/route-types';
import { numRuns } from '../support/fast-check';

const member = (extra: Partial<Extract<SessionView, { status: 'loggedIn' }>> = {}): SessionView => ({
  status: 'loggedIn',
  userID: '100001',
  requireNewPassword: false,
  permissions: [...Permissions],
  cameFromTwoFactor: false,
  ...extra,
});
const guestView: SessionView = { status: 'loggedOut' };

/** The route table as if every page were built, so every rule of the specification is exercised. */
/** Stands in for a page that is not built yet (these tests only look at the guard's decisions). */
const anyPage: PageLoader = () => import('../../src/app/pages/dashboard.page');
const built: RouteDefinition[] = routes.map((r) => ({ ...r, page: r.page ?? anyPage }));
const decide = (path: string, session: SessionView, search = '') => guard(path, search, session, built);
const rendered = (path: string, session: SessionView, search = '') => decide(path, session, search).kind === 'render';

const guestPaths = [
  '/login',
  '/forgot-number',
  '/forgot-number/success',
  '/forgot-password',
  '/forgot-password/success',
  '/change-password-confirmation',
  '/2fa',
  '/2fa/contact-us',
  '/2fa/contact-us/error',
  '/2fa/contact-us/success',
  '/authentication-error',
];
const memberPaths = [
  '/',
  '/inbox',
  '/opportunities',
  '/contact-list',
  '/contact-us',
  '/contact-us/error',
  '/contact-us/success',
  '/reviews',
  '/owner-booking',
  '/contract-prices',
  '/contract-prices/HR2731.100.1',
  '/contract-prices/HR2731.100.1/2026',
  '/payments-overview',
  '/payments-overview/statements',
  '/property-profile/HR2731.100.1/de',
  '/property-benchmark/HR2731.100.1',
  '/property-benchmark/HR2731.100.1/region/istria',
  '/reservations/arrivals',
  '/reservations/departures',
  '/reservations/arrivals/r-123',
  '/reservations/departures/r-123',
  '/bookings/calendar/HR2731.100.1',
  '/profile',
  '/profile/legal',
  '/profile/legal/form-company',
  '/profile/legal/form-owner',
  '/profile/change-phone',
  '/profile/notifications',
  '/profile/change-address',
  '/profile/change-password',
  '/profile/passwordless-login',
  '/profile/payment-info',
  '/profile/payment-info/change-bank-details',
  '/documents',
  '/documents/tax-documentation',
  '/documents/HR2731.100.1/contracts',
  '/documents/HR2731.100.1/croatian-price-documentation',
];

describe('route guard', () => {
  it.each(guestPaths)('a visitor without a session sees %s', (path) => {
    expect(rendered(path, guestView)).toBe(true);
  });

  it.each(guestPaths)('a signed-in owner on %s goes home', (path) => {
    expect(decide(path, member())).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each(['/reference-form', '/guide'])('%s stays reachable signed in and signed out', (path) => {
    expect(rendered(path, guestView)).toBe(true);
    expect(rendered(path, member())).toBe(true);
  });

  it.each(memberPaths)('%s sends a visitor without a session to login, with the way back', (path) => {
    expect(decide(path, guestView, '?x=1')).toEqual({ kind: 'redirect', to: loginWithReturn(path, '?x=1') });
  });

  it.each(memberPaths)('%s is open to an owner with every permission', (path) => {
    expect(rendered(path, member())).toBe(true);
  });

  it('returns to the path and query after login, but not to the home page', () => {
    expect(loginWithReturn('/inbox', '?a=1&b=2')).toBe('/login?rdu=%2Finbox%3Fa%3D1%26b%3D2');
    expect(loginWithReturn('/', '')).toBe('/login');
  });

  it('waits for the session check on member routes, and shows guest routes at once', () => {
    expect(decide('/inbox', { status: 'checking' })).toEqual({ kind: 'wait' });
    expect(rendered('/login', { status: 'checking' })).toBe(true);
  });

  it('sends everything to change-password while a new password is required', () => {
    for (const path of [...memberPaths, ...guestPaths, '/unknown'].filter((p) => p !== '/profile/change-password')) {
      expect(decide(path, member({ requireNewPassword: true }))).toEqual({ kind: 'redirect', to: '/profile/change-password' });
    }
    expect(rendered('/profile/change-password', member({ requireNewPassword: true }))).toBe(true);
  });

  it('logs out when the uid query names another user, and not for the same user', () => {
    expect(decide('/inbox', member(), '?uid=999')).toEqual({ kind: 'logout' });
    expect(rendered('/inbox', member(), '?uid=100001')).toBe(true);
  });

  it('shows a logged-out visitor the 404 page on an unknown path, and sends them to login only from a page behind it', () => {
    for (const path of ['/nope', '/inbox/x', '/guide/more', '/forgot-password/later']) expect(decide(path, guestView), path).toEqual({ kind: 'notFound' });
    expect(decide('/inbox', guestView, '?a=1')).toEqual({ kind: 'redirect', to: '/login?rdu=%2Finbox%3Fa%3D1' });
    // A member route whose parameters are wrong is still a page behind login for a visitor.
    expect(decide('/reservations/cancelled', guestView)).toEqual({ kind: 'redirect', to: '/login?rdu=%2Freservations%2Fcancelled' });
  });

  it("shows an unknown path's 404 at once while the session is checked for a visitor (no signed-in marker), and waits for an owner's", () => {
    expect(decide('/nope', { status: 'checking', visitor: true })).toEqual({ kind: 'notFound' });
    expect(decide('/nope', { status: 'checking' })).toEqual({ kind: 'wait' });
    // Known pages are as before: member pages wait, guest pages show.
    expect(decide('/inbox', { status: 'checking', visitor: true })).toEqual({ kind: 'wait' });
    expect(rendered('/forgot-password', { status: 'checking', visitor: true })).toBe(true);
  });

  it('sends reset-password without an id to login', () => {
    expect(decide('/reset-password', guestView)).toEqual({ kind: 'redirect', to: '/login' });
    expect(rendered('/reset-password', guestView, '?id=abc')).toBe(true);
  });

  it('answers 404 for unknown paths, reservation types other than arrivals or departures, and bad calendar values', () => {
    for (const path of [
      '/nope',
      '/reservations/cancelled',
      '/reservations',
      '/reservations/cancelled/r-123',
      '/reservations/arrivals/r-123/more',
      '/bookings/calendar/nope',
      '/profile/legal/form-x',
      '/documents/x/contracts',
    ]) {
      expect(decide(path, member())).toEqual({ kind: 'notFound' });
    }
    expect(decide('/bookings/calendar/HR2731.100.1', member(), '?date=2026-02-30')).toEqual({ kind: 'notFound' });
    expect(rendered('/bookings/calendar/HR2731.100.1', member(), '?date=2026-02-28')).toBe(true);
  });

  it('redirects a property profile in an unsupported language to the same path in en', () => {
    expect(decide('/property-profile/HR2731.100.1/xx', member())).toEqual({ kind: 'redirect', to: '/property-profile/HR2731.100.1/en' });
    expect(decide('/property-profile/HR2731.100.1', member())).toEqual({ kind: 'redirect', to: '/property-profile/HR2731.100.1/en' });
    expect(rendered('/property-profile/HR2731.100.1/sv', member())).toBe(true);
  });

  it('sends an invalid benchmark slug to the dashboard', () => {
    for (const path of ['/property-benchmark/HR2731.100.1/city/zagreb', '/property-benchmark/HR2731.100.1/region', '/property-benchmark/x/y/z/w']) {
      expect(decide(path, member())).toEqual({ kind: 'redirect', to: '/' });
    }
  });

  it('keeps /tax-id to owners with ViewTaxId who come from the two-factor page', () => {
    expect(rendered('/tax-id', member({ cameFromTwoFactor: true }))).toBe(true);
    expect(decide('/tax-id', member())).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/tax-id', member({ cameFromTwoFactor: true, permissions: ['ViewErv'] }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('answers "not available" (never a silent redirect) for a page the permissions do not include', () => {
    const withOut = (missing: Permission) => member({ permissions: Permissions.filter((p) => p !== missing) });
    const forbidden = (path: string, view: SessionView) => {
      const decision = decide(path, view);
      return decision.kind === 'forbidden' ? decision.match.route.pattern : decision;
    };
    expect(forbidden('/opportunities', withOut('ViewOpportunities'))).toBe('/opportunities');
    expect(forbidden('/bookings/calendar/HR2731.100.1', withOut('ViewCalendar'))).toBe('/bookings/calendar/:accommodationCode');
    expect(forbidden('/profile/legal', withOut('ViewLegal'))).toBe('/profile/legal');
    for (const path of ['/payments-overview', '/payments-overview/statements', '/profile/payment-info', '/profile/payment-info/change-bank-details']) {
      expect(forbidden(path, withOut('ViewPayments'))).toBe(matchRoute(path)!.route.pattern);
    }
    // With the permission the page renders.
    expect(rendered('/profile/legal', member())).toBe(true);
  });

  it('refuses an unknown middleware name', () => {
    const table: RouteDefinition[] = [{ ...built[0]!, pattern: '/x', guest: false, middleware: ['teleport'] }];
    expect(() => guard('/x', '', member(), table)).toThrow(/Unknown route middleware: teleport/);
  });

  it('answers 404 for routes whose page is not built yet, after the session rules', () => {
    const unbuilt = routes.map((route) => (route.pattern === '/contact-list' ? { ...route, page: null } : route));
    expect(guard('/contact-list', '', member(), unbuilt).kind).toBe('notFound');
    expect(guard('/contact-list', '', guestView, unbuilt)).toEqual({ kind: 'redirect', to: '/login?rdu=%2Fcontact-list' });
  });

  it('renders the built dashboard, inbox, reservation lists and reservation detail with the real route table', () => {
    for (const path of ['/', '/inbox', '/reservations/arrivals', '/reservations/departures', '/reservations/arrivals/r-1', '/reviews']) {
      expect(guard(path, '', member()).kind).toBe('render');
    }
    const detail = guard('/reservations/departures/r%201', '?dateFrom=2026-07-01', member());
    expect(detail.kind === 'render' && detail.match.route.pattern).toBe('/reservations/:type/:id');
    expect(detail.kind === 'render' && detail.match.params).toEqual({ type: 'departures', id: 'r 1' });
    expect(guard('/reservations/stays/r-1', '', member())).toEqual({ kind: 'notFound' });
  });

  it('never redirects a visitor without a session anywhere but to login or a guest page', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const decision = guard(path || '/', query ? `?${query}` : '', guestView, built);
        if (decision.kind !== 'redirect') return true;
        return decision.to.startsWith('/login') || decision.to.startsWith('/property-profile');
      }),
      { numRuns: numRuns() },
    );
  });
});
