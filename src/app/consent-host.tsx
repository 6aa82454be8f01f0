import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useContext, useEffect, useState } from 'react';
import { allowsStatistics, parseConsent } from '../domain/consent';
import { ConsentView } from '../features/consent/consent.view';
import { consentPort } from '../ports/consent-gateway';
import { useApp, useContainer } from './app-context';
import { localConsent, provideConsent } from './consent.provide';
import { ConsentLinkContext } from './consent-link';
import { toSessionView } from './session-view';
import { telemetryModule } from './modules/telemetry.module';
import { Statistics } from './statistics';
import { useModules } from './use-modules';
import { useAfterHydration } from '../ui/use-after-hydration';

/**
 * Consent for the whole visit (its own chunk): the prompt and the settings dialog, the owner's copy
 * on the server while signed in, and statistics only while the visitor consents. The prompt reads
 * only the cookie, so it renders without the container: a prerendered page carries it (the server
 * picks the shell by the CONSENT cookie) and hydrates it.
 */
export default function ConsentHost() {
  const { session, early, container } = useApp();
  const link = useContext(ConsentLinkContext);
  const [machine] = useState(() =>
    provideConsent(
      {
        cookies: early.cookies,
        server: async () => {
          const ports = await container;
          ports.load(telemetryModule);
          return ports.get(consentPort);
        },
      },
      { now: () => new Date() },
    ),
  );
  const actor = useActorRef(machine, { input: { consent: parseConsent(localConsent(early.cookies)) } });
  const signedIn = useSelector(session, (s) => toSessionView(s).status === 'loggedIn');
  const statistics = useSelector(actor, (s) => allowsStatistics(s.context.consent));
  // Statistics are never part of prerendered HTML.
  const browser = useAfterHydration(() => true, false);

  useEffect(() => actor.send({ type: signedIn ? 'session.in' : 'session.out' }), [actor, signedIn]);
  useEffect(() => link?.listen(() => actor.send({ type: 'consent.open' })), [actor, link]);

  return (
    <>
      <ConsentView actor={actor} />
      {statistics && browser && (
        <Suspense fallback={null}>
          <StatisticsWithPorts />
        </Suspense>
      )}
    </>
  );
}

/** Statistics with the container's ports (it waits for the container). */
function StatisticsWithPorts() {
  useModules(telemetryModule);
  return <Statistics ports={useContainer()} />;
}
