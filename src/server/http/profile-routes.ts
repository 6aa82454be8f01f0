import { ChangePasswordRequest, SaveTaxIdsRequest } from '../../contract/profile';
import { PasswordService } from '../services/password-service';
import { ProfileService } from '../services/profile-service';
import { TaxService } from '../services/tax-service';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

/** The signed-in account's profile, tax / legal data and password (contract profile.ts). */
export const profileRoutes: FeatureRoutes = async (app, { db, clock, sessions, requireSession, authRateLimit }) => {
  const profile = new ProfileService(db, clock);
  const tax = new TaxService(db, clock);
  const password = new PasswordService(db, clock, sessions);

  const loggedIn = { preHandler: requireSession };

  app.get('/api/profile', loggedIn, async (request) => profile.get(sessionOf(request).accountId));

  app.get('/api/tax-legal-data', loggedIn, async (request) => tax.list(sessionOf(request).accountId));

  app.post('/api/tax-ids', loggedIn, async (request) => tax.save(sessionOf(request), parseInput(SaveTaxIdsRequest, request.body)));

  // The current password is checked here too, so this route shares the login routes' per-IP limit.
  app.post('/api/profile/password', { onRequest: authRateLimit, preHandler: requireSession }, async (request, reply) => {
    await password.change(sessionOf(request), parseInput(ChangePasswordRequest, request.body));
    return reply.code(204).send();
  });
};
