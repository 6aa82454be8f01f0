import { ContactListView } from '../../features/contact/contact-list.view';

/** /contact-list: the owner's contacts at the provider. */
export default function ContactListPage() {
  return <ContactListView />;
}
