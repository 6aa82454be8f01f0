import { ContactUsRequest } from '../../contract/contact';
import { ContactService } from '../services/contact-service';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

/** The owner's contacts at the provider and the contact-us form (contract contact.ts). */
export const contactRoutes: FeatureRoutes = async (app, { db, clock, delivery, log, requireSession }) => {
  const contact = new ContactService(db, clock, delivery, log);
  const loggedIn = { preHandler: requireSession };

  app.get('/api/contacts', loggedIn, async (request) => contact.contacts(sessionOf(request).accountId));

  app.post('/api/contact-us', loggedIn, async (request, reply) => {
    const receipt = await contact.send(sessionOf(request).accountId, parseInput(ContactUsRequest, request.body));
    return reply.code(201).send(receipt);
  });
};
