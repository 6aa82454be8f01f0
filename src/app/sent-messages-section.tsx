import { SentMessagesView } from '../features/contact/sent-messages.view';
import { contactModule } from './modules/contact.module';
import { reservationsModule } from './modules/reservations.module';
import { useModules } from './use-modules';

/**
 * The owner's messages to support under the contact form, loaded as a chunk of its own after the
 * form, so the form is usable as soon as before (the route's byte budget). It names the modules it
 * reads through, as every lazy part does: the page has bound them already, so that costs nothing.
 */
export default function SentMessagesSection() {
  useModules(contactModule, reservationsModule);
  return <SentMessagesView />;
}
