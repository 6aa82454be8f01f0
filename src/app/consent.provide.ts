import { fromPromise } from 'xstate';
import { type Consent, decidedConsent, serializeConsent, UNDECIDED } from '../domain/consent';
import { CONSENT_KEY } from '../domain/constants';
import { consentMachine } from '../features/consent/consent.machine';
import { consentPort } from '../ports/consent-gateway';
import { cookiesPort } from '../ports/cookie-jar';
import type { Wiring } from './use-provided-actor';

/** How long this browser keeps a consent decision, in days. */
export const CONSENT_DAYS = 365;

/**
 * Consent over the CONSENT cookie (spec 9's key; a cookie, so the server could read it too) and,
 * for a signed-in owner, the consent port. The clock stamps each decision.
 */
export function provideConsent({ ports }: Wiring, { now }: { now: () => Date }) {
  const cookies = ports.get(cookiesPort);
  const server = ports.get(consentPort);
  const keep = (consent: Consent) => cookies.set(CONSENT_KEY, serializeConsent(consent), CONSENT_DAYS);
  return consentMachine.provide({
    actors: {
      storeLocal: fromPromise(async ({ input }) => {
        const consent = decidedConsent(input.statistics, now().toISOString());
        keep(consent);
        return consent;
      }),
      loadServer: fromPromise(async () => {
        const stored = await server.stored();
        return stored ? decidedConsent(stored.statistics, stored.decidedAt) : UNDECIDED;
      }),
      saveServer: fromPromise(async ({ input }) => {
        // A decision of the first release has no time: it counts as made now.
        await server.save({ statistics: input.consent.statistics, decidedAt: input.consent.decidedAt ?? now().toISOString() });
      }),
    },
    actions: { keepLocally: (_, { consent }) => keep(consent) },
  });
}

/** The decision this browser holds. */
export function localConsent({ ports }: Pick<Wiring, 'ports'>) {
  return ports.get(cookiesPort).get(CONSENT_KEY);
}
