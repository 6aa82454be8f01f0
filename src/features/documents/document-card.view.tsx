import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { OwnerDocument } from '../../contract/documents';
import { formatDay, formatInstant } from '../../i18n/format';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { LinkButton } from '../../ui/link-button';
import { useOpensPage } from '../../ui/page-opens';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { documentTitle, languageName } from './document-labels';
import * as styles from './documents.css';
import { useDownloadUrl } from './use-documents';

/** The page of a home's documents of a kind. */
const homePage = (document: OwnerDocument) =>
  document.accommodation && `/documents/${document.accommodation.code}/${document.kind === 'price' ? 'croatian-price-documentation' : 'contracts'}`;

interface DocumentCardProps {
  document: OwnerDocument;
  /** Link the home's name to its documents page (not on that page itself). */
  linkHome: boolean;
  onShare: (sharing: { id: string; title: string }) => void;
}

/** One document: its title, home, date and language, download and share, and who it was shared with. */
export function DocumentCard({ document, linkHome, onShare }: DocumentCardProps) {
  const { i18n } = useLingui();
  const opens = useOpensPage();
  const downloadUrl = useDownloadUrl();
  const title = documentTitle(i18n, document);
  const page = homePage(document);
  const home = document.accommodation;
  return (
    <Card as="li" className={styles.item} aria-labelledby={`document-${document.id}`}>
      <h2 id={`document-${document.id}`} className={styles.title}>
        {title}
      </h2>
      <p className={styles.meta}>
        {home &&
          (page && linkHome && opens(page) ? (
            <Link href={page}>
              {home.name} ({home.code})
            </Link>
          ) : (
            <span>
              {home.name} ({home.code})
            </span>
          ))}
        <span>{i18n._({ id: 'documents.issued', message: 'Issued {date}', values: { date: formatDay(document.issuedOn, i18n.locale) } })}</span>
        <span>{i18n._({ id: 'documents.language', message: 'Language: {language}', values: { language: languageName(document.language, i18n.locale) } })}</span>
      </p>
      <div className={styles.actions}>
        <LinkButton href={downloadUrl(document.id)} download variant="secondary" size="sm">
          {i18n._({ id: 'documents.download', message: 'Download PDF' })}
          <VisuallyHidden>
            {' '}
            {title}
            {home ? ` ${home.name}` : ''}
          </VisuallyHidden>
        </LinkButton>
        <Button variant="secondary" size="sm" onClick={() => onShare({ id: document.id, title: home ? `${title} · ${home.name}` : title })}>
          {i18n._({ id: 'documents.share', message: 'Share by e-mail' })}
          <VisuallyHidden>
            {' '}
            {title}
            {home ? ` ${home.name}` : ''}
          </VisuallyHidden>
        </Button>
      </div>
      {document.shares.length > 0 && (
        <ul className={styles.shares} aria-label={i18n._({ id: 'documents.shares', message: 'Shared' })}>
          {document.shares.map((share) => (
            <li key={share.sentAt + share.recipient}>
              {i18n._({
                id: 'documents.shares.item',
                message: 'Sent to {recipient} on {sent}, link valid until {expires}',
                values: { recipient: share.recipient, sent: formatInstant(share.sentAt, i18n.locale), expires: formatInstant(share.expiresAt, i18n.locale) },
              })}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
