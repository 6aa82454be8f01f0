import { useLingui } from '@lingui/react';
import type { Reservation } from '../../contract/reservations';
import { pickPhone } from '../../domain/contact-info';
import { MailIcon, PhoneIcon } from '../../ui/icon';
import * as styles from './reservations.css';

/** The traveller's phone (mobile, else private, else business) and e-mail, when the provider shares them. */
export function TravellerContact({ contact }: { contact: Reservation['travellerContact'] }) {
  const { i18n } = useLingui();
  const phone = contact.show ? pickPhone(contact.value) : null;
  const email = contact.show ? contact.value.find((info) => info.type === 'EMAIL')?.contact : undefined;
  if (!phone && !email) {
    return <p>{i18n._({ id: 'reservations.contact.hidden', message: 'The guest’s contact details are not shared for this booking. Our service office can pass on a message.' })}</p>;
  }
  return (
    <ul className={styles.contactList}>
      {phone && (
        <li>
          <a className={styles.contactLink} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon />
            <span>
              {i18n._({ id: 'reservations.contact.phone', message: 'Call {phone}', values: { phone } })}
            </span>
          </a>
        </li>
      )}
      {email && (
        <li>
          <a className={styles.contactLink} href={`mailto:${email}`}>
            <MailIcon />
            <span>{i18n._({ id: 'reservations.contact.email', message: 'E-mail {email}', values: { email } })}</span>
          </a>
        </li>
      )}
    </ul>
  );
}
