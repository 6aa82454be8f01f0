import { describe, expect, it } from 'vitest';
import { endsOfflineCopies, isOfflineReadable } from '../../src/contract/offline-copies';

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
});
