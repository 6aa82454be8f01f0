import { ContactListView } from '../../features/contact/contact-list.view';
import { contactModule } from '../modules/contact.module';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';

/** /contact-list: the owner's contacts at the provider. */
export default function ContactListPage() {
  useModules(contactModule, reservationsModule);
  return <ContactListView />;
}
