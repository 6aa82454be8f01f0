import { ReservationEarningsService } from '../services/reservation-earnings-service';
import { requirePermission } from './permission-guard';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';
import { ResNoParams } from '../../contract/path-params';


/**
 * GET /api/reservations/{resNo}/earnings (contract reservation-earnings.ts): only with the payments
 * permission (403 otherwise, e.g. keyholders); another account's reservation answers 404.
 */
export const reservationEarningsRoutes: FeatureRoutes = async (app, { db, clock, requireSession }) => {
  const earnings = new ReservationEarningsService(db, clock);
  app.get('/api/reservations/:resNo/earnings', { preHandler: requirePermission(requireSession, 'ViewPayments') }, async (request) =>
    earnings.earnings(sessionOf(request).accountId, parseInput(ResNoParams, request.params).resNo),
  );
};
