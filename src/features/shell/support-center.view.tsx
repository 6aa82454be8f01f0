import { useLingui } from '@lingui/react';
import { type MouseEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { HelpIcon, MailIcon, PhoneIcon, ExternalLinkIcon } from '../../ui/icon';
import { Menu, type MenuItem } from '../../ui/menu';
import { Sheet } from '../../ui/sheet';
import { Button } from '../../ui/button';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { type BrandConfig, insuranceUrlFor, urlFor } from './brand';
import * as styles from './shell.css';

export interface SupportCenterProps {
  brand: BrandConfig;
  /** ViewErv: the insurance contact entry is visible (spec 2). */
  showInsurance: boolean;
  /** The support center's named routes (CONTACT_US, CONTACT_LIST), null while a page is not open to the owner. */
  contactPages?: ContactPages;
}

/** Where the support center's own pages are: writing to the provider and the owner's contacts. */
export interface ContactPages {
  write: string | null;
  list: string | null;
}

/** The support entries, shared by the desktop popup, the mobile panel and the pre-footer. */
export function useSupportLinks({ brand, showInsurance, contactPages }: SupportCenterProps): MenuItem[] {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  // The portal's own pages open without a reload.
  const page = (href: string) => ({ href, onClick: (event: MouseEvent<HTMLAnchorElement>) => (event.preventDefault(), navigate(href)) });
  const items: MenuItem[] = [];
  if (contactPages?.write) items.push({ label: i18n._({ id: 'contact.support.write', message: 'Write to us' }), icon: <MailIcon />, ...page(contactPages.write) });
  if (contactPages?.list) items.push({ label: i18n._({ id: 'contact.support.list', message: 'Your contacts' }), icon: <PhoneIcon />, ...page(contactPages.list) });
  items.push(
    { label: i18n._({ id: 'support.call', message: 'Call us: {phone}', values: { phone: brand.support.phone } }), href: `tel:${brand.support.phone.replace(/\s/g, '')}`, icon: <PhoneIcon /> },
    { label: i18n._({ id: 'support.email', message: 'E-mail us' }), href: `mailto:${brand.support.email}`, icon: <MailIcon /> },
    { label: i18n._({ id: 'support.helpCenter', message: 'Questions and answers' }), href: urlFor(brand.helpCenter, i18n.locale), icon: <HelpIcon /> },
  );
  if (showInsurance) {
    items.push({ label: i18n._({ id: 'support.insurance', message: 'Insurance contact' }), href: insuranceUrlFor(brand, i18n.locale), icon: <ExternalLinkIcon /> });
  }
  return items;
}

/** Desktop: a popup menu. */
export function SupportCenterMenu(props: SupportCenterProps) {
  const { i18n } = useLingui();
  return <Menu label={i18n._({ id: 'support.title', message: 'Support center' })} icon={<HelpIcon />} align="end" items={useSupportLinks(props)} />;
}

/** Mobile: a button that opens a bottom panel, which can be swiped down to close. */
export function SupportCenterSheet(props: SupportCenterProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const title = i18n._({ id: 'support.title', message: 'Support center' });
  const links = useSupportLinks(props);
  return (
    <>
      {/* Phones: the icon alone keeps the header to one row; the name stays for screen readers. */}
      <Button type="button" variant="ghost" icon={<HelpIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <VisuallyHidden>{title}</VisuallyHidden>
      </Button>
      <Sheet open={open} onClose={() => setOpen(false)} title={title}>
        <ul className={styles.linkList}>
          {links.map((item) => (
            <li key={item.label}>
              <a
                className={styles.footerLink}
                href={'href' in item ? item.href : undefined}
                onClick={(event) => {
                  if ('onClick' in item && item.onClick) {
                    item.onClick(event);
                    setOpen(false);
                  }
                }}
              >
                {item.icon}
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
