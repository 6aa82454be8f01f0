import { lazy, Suspense } from 'react';
import { ContactUsView } from '../../features/contact/contact-us.view';
import { provideContactUs } from '../contact-us.provide';
import { useProvidedActor } from '../use-provided-actor';
import { contactModule } from '../modules/contact.module';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';

const SentMessagesSection = lazy(() => import('../sent-messages-section'));

/** /contact-us: a message to the provider, and the messages sent before with their status. */
export default function ContactUsPage() {
  useModules(contactModule, reservationsModule);
  const contactUs = useProvidedActor(provideContactUs, {});
  return (
    <>
      <ContactUsView contactUs={contactUs} />
      <Suspense fallback={null}>
        <SentMessagesSection />
      </Suspense>
    </>
  );
}
