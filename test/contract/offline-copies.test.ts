import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endsOfflineCopies, firstViewReads, firstViewReadsHeader, isOfflineReadable } from '../../src/contract/offline-copies';

describe('offline copies', () => {
  it('keeps the overview, reservations (lists and details), calendar, inbox and what the session needs to open', () => {
    for (const path of ['/api/profile', '/api/tax-legal-data', '/api/dashboard', '/api/accommodations', '/api/reservations', '/api/reservations/R123', '/api/calendar/HR2731.100.1', '/api/calendar', '/api/inbox/notifications', '/api/inbox/status']) {
      expect(isOfflineReadable(path), path).toBe(true);
    }
  });

  it('keeps nothing else: payments, bank details, iCal addresses, live events, pages', () => {
    for (const path of ['/api/payments/overview', '/api/profile/payment-info', '/api/ical/HR1/export', '/api/events', '/api/reservations/R1/extra', '/reservations/arrivals', '/api/demo/outbox', '/api/profile/x']) {
      expect(isOfflineReadable(path), path).toBe(false);
    }
  });

  it('drops every copy on signing in (password, code or passkey) and out, never on other writes or reads', () => {
    for (const path of ['/api/login', '/api/login/verify', '/api/passkeys/login/verify', '/api/logout']) expect(endsOfflineCopies('POST', path), path).toBe(true);
    expect(endsOfflineCopies('GET', '/api/logout')).toBe(false);
    for (const path of ['/api/inbox/read', '/api/login/resend', '/api/passkeys/login/options', '/api/owner-bookings']) expect(endsOfflineCopies('POST', path), path).toBe(false);
  });

  it("names a first view's reads to the worker in order, queries and all, each once, and only those it keeps", () => {
    // (A first view is rendered until it asks nothing new: each pass asks the profile again.)
    const header = firstViewReadsHeader(['/api/profile', '/api/payments/overview', '/api/profile', '/api/calendar/HR1?from=2026-11-30&to=2027-01-10', '/api/reservations?type=arrivals&accommodations=A,B']);
    expect(firstViewReads(header)).toEqual(['/api/profile', '/api/calendar/HR1?from=2026-11-30&to=2027-01-10', '/api/reservations?type=arrivals&accommodations=A,B']);
    expect(firstViewReads(firstViewReadsHeader([]))).toEqual([]);
  });

  it('reads any header value as reads of this origin the worker keeps, never as anything else', () => {
    expect(firstViewReads(null)).toEqual([]);
    expect(firstViewReads('https%3A%2F%2Fother.example%2Fapi%2Fprofile, %2F%2Fother.example%2Fapi%2Fprofile, %E0%A4%A, %2Fapi%2Fpayments%2Foverview, %2Fapi%2Fcalendar%2F..')).toEqual([]);
    fc.assert(
      fc.property(fc.string(), (value) => {
        for (const read of firstViewReads(value)) {
          expect(read.startsWith('/api/')).toBe(true);
          expect(isOfflineReadable(read.split('?')[0]!)).toBe(true);
        }
      }),
    );
  });
});
