import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { PageHeading } from '../../ui/page-heading';
import * as styles from './guide.css';
import { guideSections } from './guide-sections';

/** /guide: how to use the portal, in plain words, for signed-in owners and visitors alike. */
export function GuideView({ helpHref }: { helpHref: string | null }) {
  const { i18n } = useLingui();
  return (
    <article className={styles.page}>
      <PageHeading
        title={i18n._({ id: 'guide.title', message: 'Guide to the owner portal' })}
        description={i18n._({ id: 'guide.lead', message: 'Step by step: what you can do in the portal and how. Take your time; nothing here can be changed by mistake.' })}
      />
      <nav aria-labelledby="guide-contents">
        <h2 id="guide-contents" className={styles.sectionTitle}>
          {i18n._({ id: 'guide.contents', message: 'Contents' })}
        </h2>
        <ol className={styles.toc}>
          {guideSections.map((section) => (
            <li key={section.id}>
              <a className={styles.tocLink} href={`#${section.id}`}>
                {i18n._(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {guideSections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            {i18n._(section.title)}
          </h2>
          <p className={styles.text}>{i18n._(section.intro)}</p>
          <ol className={styles.steps}>
            {section.steps.map((step) => (
              <li key={step.id}>{i18n._(step)}</li>
            ))}
          </ol>
        </section>
      ))}
      <section className={styles.section} aria-labelledby="guide-help-title">
        <h2 id="guide-help-title" className={styles.sectionTitle}>
          {i18n._({ id: 'guide.help.title', message: 'Still have a question?' })}
        </h2>
        <p className={styles.text}>
          {i18n._({ id: 'guide.help.text', message: 'Our owner service is glad to help. You find the phone number and e-mail address in the support center at the top or the bottom of every page.' })}
        </p>
        {helpHref && (
          <p className={styles.text}>
            <Link className={styles.tocLink} href={helpHref}>
              {i18n._({ id: 'guide.help.write', message: 'Write to us from the portal' })}
            </Link>
          </p>
        )}
      </section>
    </article>
  );
}
