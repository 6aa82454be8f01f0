import { TwoFactorContactRequest } from '../../contract/support';
import { requestLocale } from './request-locale';
import { SupportService } from '../services/support-service';
import type { FeatureRoutes } from './route-context';
import { parseInput } from './validation';

/** Public support forms (contract support.ts). */
export const supportRoutes: FeatureRoutes = async (app, { db, clock, config, messages, authRateLimit }) => {
  const support = new SupportService(db, clock, config.demoMode ? messages : null);

  app.post('/api/2fa/contact-us', { onRequest: authRateLimit }, async (request, reply) => {
    await support.twoFactorContact(parseInput(TwoFactorContactRequest, request.body), requestLocale(request));
    return reply.code(201).send({ success: true });
  });
};
