import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { Languages, type Language } from '../../domain/enumerations';
import { toPropertyProfile, type ProfileItem } from '../../domain/property-profile';
import { intlLocale } from '../../i18n/format';
import { Card } from '../../ui/card';
import { PageHeading } from '../../ui/page-heading';
import { ProfileIcon } from './profile-icon.view';
import * as styles from './property.css';
import { attributeLabel, languageName } from './property-texts';
import { QueryState } from './query-state.view';
import { usePictures, usePropertyProfile } from './use-property-queries';

/** Where the portal serves pictures (the provider's image host; the demo draws them itself). */
export const IMAGE_HOST = '/media';

const FEATURE_LABELS = {
  pax: /*i18n*/ { id: 'property.profile.pax', message: '{value, plural, one {# guest} other {# guests}}' },
  rooms: /*i18n*/ { id: 'property.profile.rooms', message: '{value, plural, one {# room} other {# rooms}}' },
  bedrooms: /*i18n*/ { id: 'property.profile.bedrooms', message: '{value, plural, one {# bedroom} other {# bedrooms}}' },
  bathrooms: /*i18n*/ { id: 'property.profile.bathrooms', message: '{value, plural, one {# bathroom} other {# bathrooms}}' },
} as const;

const DESCRIPTION_TITLES: Record<string, { id: string; message: string }> = {
  summary: /*i18n*/ { id: 'property.profile.summary', message: 'In short' },
  house: /*i18n*/ { id: 'property.profile.house', message: 'The house' },
  area: /*i18n*/ { id: 'property.profile.area', message: 'The area' },
};

function ItemList({ title, items, id }: { title: string; items: readonly (ProfileItem & { detail?: string })[]; id: string }) {
  const { i18n } = useLingui();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.subTitle}>
        {title}
      </h3>
      <ul className={styles.chips}>
        {items.map((item) => (
          <li key={item.name} className={styles.chip}>
            <ProfileIcon name={item.icon} />
            {attributeLabel(i18n, item.name)}
            {item.detail && `: ${item.detail}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /property-profile/{code}/{language}: the home as guests see it, in one of the 14 content languages. */
export function PropertyProfileView({ code, language }: { code: string; language: Language }) {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  const profile = usePropertyProfile(code, language);
  const pictures = usePictures(code, i18n.locale);
  const distanceText = (value: number | string) =>
    typeof value === 'number'
      ? new Intl.NumberFormat(locale, { style: 'unit', unit: value >= 1000 ? 'kilometer' : 'meter', maximumFractionDigits: 1 }).format(value >= 1000 ? value / 1000 : value)
      : value;
  return (
    <div className={styles.page}>
      <nav aria-label={i18n._({ id: 'property.profile.languages', message: 'Content language' })}>
        <ul className={styles.tabs}>
          {Languages.map((each) => (
            <li key={each}>
              <Link href={`/property-profile/${code}/${each}`} className={styles.tab} aria-current={each === language ? 'page' : undefined} lang={each}>
                {new Intl.DisplayNames([each], { type: 'language' }).of(each) ?? each}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState query={profile} loading={i18n._({ id: 'property.profile.loading', message: 'Loading the property profile…' })}>
        {({ accommodation }) => {
          const model = toPropertyProfile(accommodation, pictures.data ?? null, IMAGE_HOST);
          const { features, views, distances, facilities, sustainabilities } = model.attributes;
          return (
            <>
              <PageHeading
                title={model.name}
                description={i18n._({ id: 'property.profile.lead', message: '{code} · shown in {language}', values: { code, language: languageName(language, locale) } })}
              />
              <ul className={styles.chips} aria-label={i18n._({ id: 'property.profile.capacity', message: 'Capacity' })}>
                {features.map((feature) => (
                  <li key={feature.name} className={styles.chip}>
                    <ProfileIcon name={feature.icon} />
                    {i18n._({ ...FEATURE_LABELS[feature.name], values: { value: feature.value } })}
                  </li>
                ))}
              </ul>
              <Card as="section" className={styles.section} aria-labelledby="profile-pictures">
                <h2 id="profile-pictures" className={styles.sectionTitle}>
                  {i18n._({ id: 'property.profile.pictures', message: 'Pictures' })}
                </h2>
                {model.pictures.length === 0 ? (
                  <p className={styles.muted}>{i18n._({ id: 'property.profile.noPictures', message: 'No pictures yet.' })}</p>
                ) : (
                  <ul className={styles.pictures}>
                    {model.pictures.map((picture) => (
                      <li key={picture.src}>
                        <figure className={styles.picture}>
                          <img
                            className={styles.image}
                            src={picture.src}
                            srcSet={`${picture.src} 800w`}
                            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                            width={800}
                            height={600}
                            loading="lazy"
                            decoding="async"
                            alt={picture.alt}
                          />
                          {picture.alt && <figcaption className={styles.caption}>{picture.alt}</figcaption>}
                        </figure>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              <Card as="section" className={styles.section} aria-labelledby="profile-descriptions" lang={language}>
                <h2 id="profile-descriptions" className={styles.sectionTitle} lang={i18n.locale}>
                  {i18n._({ id: 'property.profile.descriptions', message: 'Descriptions' })}
                </h2>
                {Object.keys(model.descriptions).length === 0 ? (
                  <p className={styles.muted} lang={i18n.locale}>
                    {i18n._({ id: 'property.profile.noDescriptions', message: 'No description in this language yet.' })}
                  </p>
                ) : (
                  Object.entries(model.descriptions).map(([type, text]) => (
                    <section key={type} className={styles.section}>
                      <h3 className={styles.subTitle} lang={i18n.locale}>
                        {DESCRIPTION_TITLES[type] ? i18n._(DESCRIPTION_TITLES[type]) : type}
                      </h3>
                      <p>{text}</p>
                    </section>
                  ))
                )}
              </Card>
              <Card as="section" className={styles.section} aria-labelledby="profile-attributes">
                <h2 id="profile-attributes" className={styles.sectionTitle}>
                  {i18n._({ id: 'property.profile.attributes', message: 'What the home offers' })}
                </h2>
                <ItemList id="profile-views" title={i18n._({ id: 'property.profile.views', message: 'Views' })} items={views} />
                <ItemList
                  id="profile-distances"
                  title={i18n._({ id: 'property.profile.distances', message: 'Distances' })}
                  items={distances.map((distance) => ({ ...distance, detail: distanceText(distance.value) }))}
                />
                <ItemList id="profile-facilities" title={i18n._({ id: 'property.profile.facilities', message: 'Facilities' })} items={facilities} />
                <ItemList id="profile-sustainability" title={i18n._({ id: 'property.profile.sustainability', message: 'Sustainability' })} items={sustainabilities} />
              </Card>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
