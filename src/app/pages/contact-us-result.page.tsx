import { ContactUsResultView } from '../../features/contact/contact-us-result.view';

/** /contact-us/success. */
export function ContactUsSuccessPage() {
  return <ContactUsResultView outcome="success" />;
}

/** /contact-us/error. */
export function ContactUsErrorPage() {
  return <ContactUsResultView outcome="error" />;
}
