import { fromPromise } from 'xstate';
import { type Consent, decidedConsent, serializeConsent, UNDECIDED } from '../domain/consent';
import { CONSENT_KEY } from '../domain/constants';
import { consentMachine } from '../features/consent/consent.machine';
import type { ConsentGateway } from '../ports/consent-gateway';
import type { CookieJar } from '../ports/cookie-jar';

/** How long this browser keeps a consent decision, in days. */
export const CONSENT_DAYS = 365;

/** What the consent machine is wired to: this browser's cookies at once, the server's copy once the container has loaded. */
export interface ConsentWiring {
  readonly cookies: CookieJar;
  readonly server: () => Promise<ConsentGateway>;
}

/**
 * Consent over the CONSENT cookie (spec 9's key; a cookie, so the server could read it too) and,
 * for a signed-in owner, the consent port. The clock stamps each decision. The prompt needs only
 * the cookie: it shows (and is prerendered, main.tsx hydrates it) before the container loads.
 */
export function provideConsent({ cookies, server }: ConsentWiring, { now }: { now: () => Date }) {
  const keep = (consent: Consent) => cookies.set(CONSENT_KEY, serializeConsent(consent), CONSENT_DAYS);
  return consentMachine.provide({
    actors: {
      storeLocal: fromPromise(async ({ input }) => {
        const consent = decidedConsent(input.statistics, now().toISOString());
        keep(consent);
        return consent;
      }),
      loadServer: fromPromise(async () => {
        const stored = await (await server()).stored();
        return stored ? decidedConsent(stored.statistics, stored.decidedAt) : UNDECIDED;
      }),
      saveServer: fromPromise(async ({ input }) => {
        // A decision of the first release has no time: it counts as made now.
        await (await server()).save({ statistics: input.consent.statistics, decidedAt: input.consent.decidedAt ?? now().toISOString() });
      }),
    },
    actions: { keepLocally: (_, { consent }) => keep(consent) },
  });
}

/** The decision this browser holds. */
export function localConsent(cookies: CookieJar) {
  return cookies.get(CONSENT_KEY);
}
