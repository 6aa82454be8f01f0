import { ReservationsQuery } from '../../contract/reservations';
import { OwnerBookingService } from '../services/owner-booking-service';
import { ReservationsService } from '../services/reservations-service';
import { requirePermission } from './permission-guard';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';
import { sendCachedRead } from './cached-reply';
import { today } from '../services/clock';
import { IdParams, ResNoParams } from '../../contract/path-params';

/** Ids in paths: anything that is not an id of the account answers 404 in the service. */

/** The account's accommodations, reservations and owner-booking removal (contract accommodations.ts, reservations.ts). */
export const reservationRoutes: FeatureRoutes = async (app, { db, clock, notifications, requireSession, readCache, answers }) => {
  const reservations = new ReservationsService(db, clock);
  const ownerBookings = new OwnerBookingService(db, clock, notifications);

  const loggedIn = { preHandler: requireSession };

  app.get('/api/accommodations', loggedIn, async (request) => reservations.accommodations(sessionOf(request).accountId));

  // Cached per account and query while the account's data stands; ETag/304 (http/cached-reply.ts).
  app.get('/api/reservations', loggedIn, async (request, reply) => {
    const { accountId } = sessionOf(request);
    const query = parseInput(ReservationsQuery, request.query);
    const read = await readCache.read(
      accountId,
      `reservations ${today(clock).toString()} ${JSON.stringify(query)}`,
      () => reservations.list(accountId, query),
      answers.ofRoute(request),
    );
    return sendCachedRead(request, reply, read);
  });

  // By reservation number (inbox cards and links carry it); a stay without one by its id.
  app.get('/api/reservations/:resNo', loggedIn, async (request) =>
    reservations.detail(sessionOf(request).accountId, parseInput(ResNoParams, request.params).resNo),
  );

  // Deleting twice is harmless by nature (the second answers 204 too), so no Idempotency-Key is needed.
  app.delete('/api/owner-bookings/:id', { preHandler: requirePermission(requireSession, 'BookOwnerStays') }, async (request, reply) => {
    await ownerBookings.remove(sessionOf(request).accountId, parseInput(IdParams, request.params).id);
    return reply.code(204).send();
  });
};
