import { ReferenceFormRequest, ReferralRequest } from '../../contract/referral';
import { FormTokens } from '../services/form-tokens';
import { RateLimiter } from '../throttling/rate-limiter';
import { ReferralService } from '../services/referral-service';
import { REFERRALS_LIMIT } from '../throttling/account-limits';
import { ipRateLimit } from '../throttling/ip-rate-limit';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

/** Sends of the public form per address and minute: a person recommends one or two homeowners. */
export const REFERENCE_FORM_PER_MINUTE = 5;

/** Recommending homeowners (contract referral.ts): owners' referrals and the public form. */
export const referralRoutes: FeatureRoutes = async (app, { db, clock, requireSession }) => {
  const referrals = new ReferralService(db, clock, new FormTokens(db, clock, 'reference-form'));
  const loggedIn = { preHandler: requireSession };
  const limiter = new RateLimiter(db, clock);
  const publicLimit = { onRequest: ipRateLimit(limiter, REFERENCE_FORM_PER_MINUTE, 'reference-form') };

  app.get('/api/referrals', loggedIn, async (request) => referrals.list(sessionOf(request).accountId));

  app.post('/api/referrals', loggedIn, async (request, reply) => {
    const { accountId } = sessionOf(request);
    const referral = parseInput(ReferralRequest, request.body);
    await limiter.hit(`referrals:${accountId}`, REFERRALS_LIMIT);
    const receipt = await referrals.refer(accountId, referral);
    return reply.code(201).send(receipt);
  });

  app.get('/api/reference-form/token', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ formToken: await referrals.formToken() });
  });

  app.post('/api/reference-form', publicLimit, async (request, reply) => {
    const receipt = await referrals.referPublicly(parseInput(ReferenceFormRequest, request.body));
    // A bot that filled in the hidden field gets the answer a person gets; nothing was stored.
    return reply.code(201).send(receipt ?? { id: '0' });
  });
};
