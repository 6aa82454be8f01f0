import { ChangePasswordRequest, PortalLanguageRequest, SaveTaxIdsRequest } from '../../contract/profile';
import { AuditTrailService } from '../services/audit-trail';
import { BackgroundTasks } from '../services/background-tasks';
import { OwnerNotifier } from '../services/owner-notifier';
import { PasskeyAssertions } from '../services/passkey-assertions';
import { PasswordService } from '../services/password-service';
import { ProfileService } from '../services/profile-service';
import { relyingPartyOf } from '../services/relying-party';
import { StepUpService } from '../services/step-up-service';
import { TaxService } from '../services/tax-service';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

/** The signed-in account's profile, tax / legal data and password (contract profile.ts). */
export const profileRoutes: FeatureRoutes = async (app, { db, clock, sessions, requireSession, authRateLimit, messages, log, config, codeLimits, codeKey }) => {
  const profile = new ProfileService(db, clock);
  // Changing a tax number on file or the password is audited and told to the owner, like the account slice's changes.
  const background = new BackgroundTasks(log);
  app.addHook('onClose', async () => background.drain());
  const audit = new AuditTrailService(db, clock);
  const notifier = new OwnerNotifier(messages, background, log);
  const stepUp = new StepUpService(db, clock, messages, new PasskeyAssertions(db, clock, relyingPartyOf(config.publicUrl)), codeLimits, codeKey);
  const tax = new TaxService(db, clock, stepUp, audit, notifier);
  const password = new PasswordService(db, clock, sessions, audit, notifier);

  const loggedIn = { preHandler: requireSession };

  app.get('/api/profile', loggedIn, async (request) => profile.get(sessionOf(request).accountId));

  // The language switch: messages to the owner follow the portal language they use.
  app.put('/api/profile/language', loggedIn, async (request, reply) => {
    await profile.rememberLanguage(sessionOf(request).accountId, parseInput(PortalLanguageRequest, request.body).language);
    return reply.code(204).send();
  });

  app.get('/api/tax-legal-data', loggedIn, async (request) => tax.list(sessionOf(request)));

  app.post('/api/tax-ids', loggedIn, async (request) => tax.save(sessionOf(request), parseInput(SaveTaxIdsRequest, request.body)));

  // The current password is checked here too, so this route shares the login routes' per-IP limit.
  app.post('/api/profile/password', { onRequest: authRateLimit, preHandler: requireSession }, async (request, reply) => {
    await password.change(sessionOf(request), parseInput(ChangePasswordRequest, request.body));
    return reply.code(204).send();
  });
};
