import { useSelector } from '@xstate/react';
import { useContext, useEffect } from 'react';
import { allowsStatistics, parseConsent } from '../domain/consent';
import { ConsentView } from '../features/consent/consent.view';
import { useApp, useContainer } from './app-context';
import { localConsent, provideConsent } from './consent.provide';
import { ConsentLinkContext } from './consent-link';
import { toSessionView } from './session-view';
import { telemetryModule } from './modules/telemetry.module';
import { Statistics } from './statistics';
import { useModules } from './use-modules';
import { useProvidedActor } from './use-provided-actor';

/**
 * Consent for the whole visit (its own chunk, loaded after the first paint): the prompt and the
 * settings dialog, the owner's copy on the server while signed in, and statistics only while the
 * visitor consents.
 */
export default function ConsentHost() {
  useModules(telemetryModule);
  const ports = useContainer();
  const { session } = useApp();
  const link = useContext(ConsentLinkContext);
  const actor = useProvidedActor(provideConsent, { now: () => new Date() }, { input: { consent: parseConsent(localConsent({ ports })) } });
  const signedIn = useSelector(session, (s) => toSessionView(s).status === 'loggedIn');
  const statistics = useSelector(actor, (s) => allowsStatistics(s.context.consent));

  useEffect(() => actor.send({ type: signedIn ? 'session.in' : 'session.out' }), [actor, signedIn]);
  useEffect(() => link?.listen(() => actor.send({ type: 'consent.open' })), [actor, link]);

  return (
    <>
      <ConsentView actor={actor} />
      {statistics && <Statistics ports={ports} />}
    </>
  );
}
