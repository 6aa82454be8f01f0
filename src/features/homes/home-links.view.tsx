import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from 'wouter';
import type { Accommodation } from '../../contract/accommodations';
import { useOpensPage } from '../../ui/page-opens';
import * as styles from './homes.css';

/** The pages of one home, in the order an owner looks after it. */
function pagesOf(home: Accommodation, language: string): { href: string; label: MessageDescriptor }[] {
  const code = encodeURIComponent(home.code);
  return [
    { href: `/bookings/calendar/${code}`, label: /*i18n*/ { id: 'homes.link.calendar', message: 'Calendar' } },
    { href: `/property-profile/${code}/${language}`, label: /*i18n*/ { id: 'homes.link.profile', message: 'Property profile' } },
    { href: `/property-benchmark/${code}`, label: /*i18n*/ { id: 'homes.link.benchmark', message: 'Benchmark' } },
    { href: `/contract-prices/${code}`, label: /*i18n*/ { id: 'homes.link.prices', message: 'Contract prices' } },
    { href: `/documents/${code}/contracts`, label: /*i18n*/ { id: 'homes.link.documents', message: 'Documents' } },
    { href: `/bookings/calendar/${code}#calendar-sync`, label: /*i18n*/ { id: 'homes.link.ical', message: 'iCal connections' } },
  ];
}

/** The links of a home's card: only the pages this owner may open (permissions decide, see PageLinks). */
export function HomeLinks({ home }: { home: Accommodation }) {
  const { i18n } = useLingui();
  const opens = useOpensPage();
  const links = pagesOf(home, i18n.locale.slice(0, 2)).filter((page) => opens(page.href));
  return (
    <ul className={styles.links} aria-label={i18n._({ id: 'homes.links', message: 'Pages of {home}', values: { home: home.name } })}>
      {links.map((page) => (
        <li key={page.href}>
          <Link href={page.href} className={styles.link}>
            {i18n._(page.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
