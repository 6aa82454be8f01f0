import { ContactUsRequest } from '../../contract/contact';
import { ContactService } from '../services/contact-service';
import { RateLimiter } from '../throttling/rate-limiter';
import { CONTACT_US_LIMIT } from '../throttling/account-limits';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

/** The owner's contacts at the provider and the contact-us form (contract contact.ts). */
export const contactRoutes: FeatureRoutes = async (app, { db, clock, messages, log, requireSession }) => {
  const contact = new ContactService(db, clock, messages, log);
  const limiter = new RateLimiter(db, clock);
  const loggedIn = { preHandler: requireSession };

  app.get('/api/contacts', loggedIn, async (request) => contact.contacts(sessionOf(request).accountId));

  // Only the signed-in account's own messages (the query is by its account id).
  app.get('/api/contact-us/messages', loggedIn, async (request) => contact.sentMessages(sessionOf(request).accountId));

  app.post('/api/contact-us', loggedIn, async (request, reply) => {
    const { accountId } = sessionOf(request);
    const message = parseInput(ContactUsRequest, request.body);
    // Counted after validation: a form the owner must correct does not use up the allowance.
    await limiter.hit(`contact-us:${accountId}`, CONTACT_US_LIMIT);
    const receipt = await contact.send(accountId, message);
    return reply.code(201).send(receipt);
  });
};
