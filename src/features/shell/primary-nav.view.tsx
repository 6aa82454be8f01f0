import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CalendarIcon, ChartIcon, DocumentIcon, HelpIcon, HomeIcon, HomesIcon, type IconComponent, ListIcon, MailIcon, MoreIcon, PhoneIcon, StarIcon, UserIcon, WalletIcon } from '../../ui/icon';
import { Sheet } from '../../ui/sheet';
import * as styles from './primary-nav.css';

/** The icon of a navigation entry, by name (the route table names it; the view draws it). */
export type NavIconName = 'overview' | 'homes' | 'reservations' | 'calendar' | 'payments' | 'inbox' | 'account' | 'reviews' | 'insights' | 'contract' | 'contact' | 'guide' | 'referral';

const icons: Record<NavIconName, IconComponent> = {
  overview: HomeIcon,
  homes: HomesIcon,
  reservations: ListIcon,
  calendar: CalendarIcon,
  payments: WalletIcon,
  inbox: MailIcon,
  account: UserIcon,
  reviews: StarIcon,
  insights: ChartIcon,
  contract: DocumentIcon,
  contact: PhoneIcon,
  guide: HelpIcon,
  referral: UserIcon,
};

/** One destination: already translated, already filtered to pages the owner may open. */
export interface NavItem {
  href: string;
  label: string;
  icon: NavIconName;
  /** A phone tab, or a row under "More". */
  place: 'tab' | 'more';
  current: boolean;
}

/**
 * The primary navigation: on phones a bottom tab bar (the tabs, then "More" for the rest, in a
 * sheet); on tablets a bar under the header and on wide screens a column beside the page, both with
 * every entry. The current page is marked with aria-current; every target is at least 44 px.
 */
export function PrimaryNav({ items }: { items: readonly NavItem[] }) {
  const { i18n } = useLingui();
  const [moreOpen, setMoreOpen] = useState(false);
  if (items.length === 0) return null;
  const more = items.filter((item) => item.place === 'more');
  const moreCurrent = more.some((item) => item.current);
  const moreLabel = i18n._({ id: 'nav.more', message: 'More' });
  const tabs = Math.min(items.length - more.length + (more.length > 0 ? 1 : 0), 5) as keyof typeof styles.tabColumns;
  return (
    <nav className={styles.nav} aria-label={i18n._({ id: 'nav.label', message: 'Main' })}>
      <ul className={`${styles.list} ${styles.tabColumns[tabs]}`}>
        {items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li key={item.href} className={item.place === 'more' ? styles.moreItem : styles.item}>
              <Link href={item.href} className={styles.link} aria-current={item.current ? 'page' : undefined}>
                <Icon />
                <span className={styles.label}>{item.label}</span>
              </Link>
            </li>
          );
        })}
        {more.length > 0 && (
          <li className={styles.moreButtonItem}>
            <button type="button" className={styles.link} aria-haspopup="dialog" data-current={moreCurrent || undefined} onClick={() => setMoreOpen(true)}>
              <MoreIcon />
              <span className={styles.label}>{moreLabel}</span>
            </button>
          </li>
        )}
      </ul>
      <Sheet open={moreOpen} onClose={() => setMoreOpen(false)} title={moreLabel}>
        <ul className={styles.sheetList}>
          {more.map((item) => {
            const Icon = icons[item.icon];
            return (
              <li key={item.href}>
                <Link href={item.href} className={styles.sheetLink} aria-current={item.current ? 'page' : undefined} onClick={() => setMoreOpen(false)}>
                  <Icon />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </Sheet>
    </nav>
  );
}
