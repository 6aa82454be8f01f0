import { SentMessagesView } from '../features/contact/sent-messages.view';

/**
 * The owner's messages to support under the contact form, loaded as a chunk of its own after the
 * form, so the form is usable as soon as before (the route's byte budget). The page binds the
 * contact module it reads through.
 */
export default function SentMessagesSection() {
  return <SentMessagesView />;
}
