import { useLingui } from '@lingui/react';
import { container } from '../../ui/container.css';
import { FacebookIcon, InstagramIcon, LinkedinIcon } from '../../ui/icon';
import { type BrandConfig, urlFor } from './brand';
import * as styles from './shell.css';
import { type ContactPages, useSupportLinks } from './support-center.view';

export interface PreFooterProps {
  brand: BrandConfig;
  showInsurance: boolean;
  contactPages?: ContactPages;
}

/** Three columns: support center, about the group, social links (spec 2). */
export function PreFooter({ brand, showInsurance, contactPages }: PreFooterProps) {
  const { i18n } = useLingui();
  const support = useSupportLinks({ brand, showInsurance, ...(contactPages ? { contactPages } : {}) });
  const locale = i18n.locale;
  const social = [
    { label: 'Facebook', href: urlFor(brand.social.facebook, locale), Icon: FacebookIcon },
    { label: 'Instagram', href: urlFor(brand.social.instagram, locale), Icon: InstagramIcon },
    { label: 'LinkedIn', href: urlFor(brand.social.linkedin, locale), Icon: LinkedinIcon },
  ];
  return (
    <section className={styles.preFooter} aria-label={i18n._({ id: 'shell.preFooter', message: 'Help and information' })}>
      <div className={`${styles.columns} ${container}`}>
        <div>
          <h2 className={styles.columnTitle}>{i18n._({ id: 'support.title', message: 'Support center' })}</h2>
          <ul className={styles.linkList}>
            {support.map((item) => (
              <li key={item.label}>
                <a className={styles.footerLink} href={'href' in item ? item.href : undefined} onClick={'onClick' in item ? item.onClick : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.columnTitle}>{i18n._({ id: 'shell.about', message: 'About {name}', values: { name: brand.name } })}</h2>
          <ul className={styles.linkList}>
            <li>
              <a className={styles.footerLink} href={urlFor(brand.groupSite, locale)}>
                {i18n._({ id: 'shell.groupSiteLink', message: 'Our website' })}
              </a>
            </li>
            <li>
              <a className={styles.footerLink} href={urlFor(brand.sustainability, locale)}>
                {i18n._({ id: 'shell.sustainability', message: 'Sustainability' })}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.columnTitle}>{i18n._({ id: 'shell.followUs', message: 'Follow us' })}</h2>
          <ul className={styles.socialList}>
            {social.map(({ label, href, Icon }) => (
              <li key={label}>
                <a className={styles.iconLink} href={href} aria-label={label}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
