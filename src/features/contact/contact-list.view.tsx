import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { ProviderContact } from '../../contract/contact';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { MailIcon, PhoneIcon } from '../../ui/icon';
import { LinkButton } from '../../ui/link-button';
import { PageHeading } from '../../ui/page-heading';
import { channelLabels, formatHours, roleLabels } from './contact-labels';
import * as styles from './contact.css';
import { QueryState } from '../../ui/query-state';
import { listLoadError } from './list-load-error';
import { useContacts } from './use-contact';

function ContactCard({ contact }: { contact: ProviderContact }) {
  const { i18n } = useLingui();
  return (
    <Card as="li">
      <div className={styles.cardBody}>
        <span className={styles.badge}>{i18n._(roleLabels[contact.role])}</span>
        <h2 className={styles.title}>{contact.name}</h2>
        <p className={styles.muted}>
          {contact.accommodation
            ? i18n._({ id: 'contact.for.home', message: 'For {home} ({code})', values: { home: contact.accommodation.name, code: contact.accommodation.code } })
            : contact.country
              ? i18n._({
                  id: 'contact.for.country',
                  message: 'For your homes in {country}',
                  values: { country: new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(contact.country) ?? contact.country },
                })
              : i18n._({ id: 'contact.for.all', message: 'For all your homes' })}
        </p>
        <p className={styles.muted}>{i18n._(channelLabels[contact.channel])}</p>
        {contact.phone && (
          <a className={styles.link} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon />
            {contact.phone}
          </a>
        )}
        {contact.email && (
          <a className={styles.link} href={`mailto:${contact.email}`}>
            <MailIcon />
            {contact.email}
          </a>
        )}
        <p>
          {contact.hours
            ? formatHours(i18n, contact.hours)
            : i18n._({ id: 'contact.hours.none', message: 'Messages are answered on working days.' })}
        </p>
      </div>
    </Card>
  );
}

/** /contact-list: the owner's contacts at the provider, with how and when to reach them. */
export function ContactListView() {
  const { i18n } = useLingui();
  const contacts = useContacts();
  const writeUs = (
    <Link href="/contact-us" asChild>
      <LinkButton href="/contact-us">{i18n._({ id: 'contact.list.write', message: 'Write to us' })}</LinkButton>
    </Link>
  );
  return (
    <div className={styles.page}>
      <PageHeading
        title={i18n._({ id: 'contact.list.title', message: 'Your contacts' })}
        description={i18n._({ id: 'contact.list.lead', message: 'The people who look after you and your homes, and when you can reach them.' })}
        actions={writeUs}
      />
      <QueryState skeleton="list" errorOf={listLoadError} query={contacts} loading={i18n._({ id: 'contact.list.loading', message: 'Loading your contacts…' })}>
        {({ content }) =>
          content.length === 0 ? (
            <EmptyState
              title={i18n._({ id: 'contact.list.empty', message: 'No contacts yet' })}
              text={i18n._({ id: 'contact.list.empty.text', message: 'Your contacts appear here once your first home is with us. Until then, write to us.' })}
              action={writeUs}
            />
          ) : (
            <ul className={styles.grid}>
              {content.map((contact) => (
                <ContactCard key={contact.id} contact={contact} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
