import type { FastifyInstance } from 'fastify';
import {
  ChangeAddressRequest,
  ChangePhoneRequest,
  ConfirmEmailRequest,
  ConfirmPhoneRequest,
  SaveLegalRequest,
  SaveNotificationsRequest,
  SecondaryEmailRequest,
} from '../../contract/account-settings';
import type { AccountServices } from '../services/account-services';
import type { RouteContext } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';
import { IdParams } from '../../contract/path-params';


/** The profile pages' data (contract account-settings.ts): legal data, phone, address, notifications, audit trail. */
export function registerAccountSettingsRoutes(
  app: FastifyInstance,
  { requireSession, authRateLimit }: RouteContext,
  { legal, contact, notificationSettings, audit }: AccountServices,
): void {
  const loggedIn = { preHandler: requireSession };
  // Routes that send a code or check one share the login routes' per-IP limit.
  const limited = { onRequest: authRateLimit, preHandler: requireSession };

  app.get('/api/profile/legal', loggedIn, async (request) => legal.list(sessionOf(request)));
  app.put('/api/profile/legal/:id', loggedIn, async (request) =>
    legal.save(sessionOf(request), parseInput(IdParams, request.params).id, parseInput(SaveLegalRequest, request.body)),
  );

  app.post('/api/profile/phone', limited, async (request, reply) => {
    const started = await contact.startPhoneChange(sessionOf(request), parseInput(ChangePhoneRequest, request.body).mobileNumber);
    return reply.code(202).send(started);
  });
  app.post('/api/profile/phone/verify', limited, async (request) =>
    contact.confirmPhoneChange(sessionOf(request), parseInput(ConfirmPhoneRequest, request.body).code),
  );

  app.put('/api/profile/address', loggedIn, async (request) => contact.changeAddress(sessionOf(request), parseInput(ChangeAddressRequest, request.body)));

  app.get('/api/profile/notifications', loggedIn, async (request) => notificationSettings.get(sessionOf(request)));
  app.put('/api/profile/notifications', loggedIn, async (request) =>
    notificationSettings.savePreferences(sessionOf(request), parseInput(SaveNotificationsRequest, request.body).preferences),
  );
  app.post('/api/profile/secondary-email', limited, async (request, reply) => {
    const settings = await notificationSettings.requestSecondaryEmail(sessionOf(request), parseInput(SecondaryEmailRequest, request.body).email);
    return reply.code(202).send(settings);
  });
  app.post('/api/profile/secondary-email/confirm', loggedIn, async (request) =>
    notificationSettings.confirmSecondaryEmail(sessionOf(request), parseInput(ConfirmEmailRequest, request.body).id),
  );
  app.delete('/api/profile/secondary-email', loggedIn, async (request, reply) => {
    await notificationSettings.removeSecondaryEmail(sessionOf(request));
    return reply.code(204).send();
  });

  app.get('/api/profile/audit', loggedIn, async (request) => audit.list(sessionOf(request).accountId));
}
