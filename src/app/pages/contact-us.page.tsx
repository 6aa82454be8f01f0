import { ContactUsView } from '../../features/contact/contact-us.view';
import { provideContactUs } from '../contact-us.provide';
import { useProvidedActor } from '../use-provided-actor';

/** /contact-us: a message to the provider. */
export default function ContactUsPage() {
  const contactUs = useProvidedActor(provideContactUs, {});
  return <ContactUsView contactUs={contactUs} />;
}
