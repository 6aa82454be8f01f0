import { z } from 'zod';
import { CalendarQuery } from '../../contract/calendar';
import { IdempotencyKey, OwnerBookingRequest } from '../../contract/owner-bookings';
import { CalendarService } from '../services/calendar-service';
import { OwnerBookingService } from '../services/owner-booking-service';
import { requirePermission } from './permission-guard';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';
import { AccommodationCodeParams } from '../../contract/path-params';

/** Codes in paths: the service answers 404 for anything that is not one of the account's homes. */

/** The header as a named field, so a missing or malformed key is a 400 naming `Idempotency-Key`. */
const IdempotencyHeader = z.object({ 'Idempotency-Key': IdempotencyKey });

/** A home's calendar and creating owner bookings (contract calendar.ts, owner-bookings.ts). */
export const calendarRoutes: FeatureRoutes = async (app, { db, clock, notifications, requireSession }) => {
  const calendar = new CalendarService(db, clock);
  const ownerBookings = new OwnerBookingService(db, clock, notifications);
  const canView = { preHandler: requirePermission(requireSession, 'ViewCalendar') };

  // Every home at once (the multi-home timeline); only the account's own homes, so no code to check.
  app.get('/api/calendar', canView, async (request) =>
    calendar.readAll(sessionOf(request).accountId, parseInput(CalendarQuery, request.query)),
  );

  // One home: the same permission as all homes at once; its nights' prices only for those who may see contract prices.
  app.get('/api/calendar/:accommodationCode', canView, async (request) => {
    const { accommodationCode } = parseInput(AccommodationCodeParams, request.params);
    const session = sessionOf(request);
    return calendar.read(session.accountId, accommodationCode, parseInput(CalendarQuery, request.query), session.permissions.includes('ViewContractPrices'));
  });

  app.post('/api/owner-bookings', { preHandler: requirePermission(requireSession, 'BookOwnerStays') }, async (request, reply) => {
    const key = parseInput(IdempotencyHeader, { 'Idempotency-Key': request.headers['idempotency-key'] })['Idempotency-Key'];
    const booking = await ownerBookings.create(sessionOf(request).accountId, key, parseInput(OwnerBookingRequest, request.body));
    return reply.code(201).send(booking);
  });
};
