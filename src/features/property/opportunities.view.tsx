import { useLingui } from '@lingui/react';
import type { Opportunity } from '../../contract/opportunities';
import { intlLocale } from '../../i18n/format';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';
import { PageLink } from '../../ui/page-link';
import * as styles from './property.css';
import { attributeLabel, formatCents } from './property-texts';
import { QueryState } from './query-state.view';
import { useOpportunities } from './use-property-queries';

function OpportunityCard({ opportunity }: { opportunity: Opportunity }) {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  const { params, effect } = opportunity;
  const money = (cents: unknown) => formatCents(Number(cents), String(params.currency ?? (effect.kind === 'revenue' ? effect.currency : 'EUR')), locale);
  const name = opportunity.accommodation.name;
  const text = {
    blockedHighSeason: () => i18n._({ id: 'property.opportunity.blocked', message: '{nights, plural, one {# night of the coming high season is blocked.} other {# nights of the coming high season are blocked.}}', values: { nights: params.nights } }),
    priceAboveMarket: () =>
      i18n._({
        id: 'property.opportunity.price',
        message: 'Your price per night ({price}) is above similar homes ({marketPrice}), and fewer of your nights were booked.',
        values: { price: money(params.price), marketPrice: money(params.marketPrice) },
      }),
    missingAttribute: () =>
      i18n._({
        id: 'property.opportunity.attribute',
        message: '{share} % of similar homes list “{attribute}”; your profile does not.',
        values: { share: params.share, attribute: attributeLabel(i18n, String(params.attribute)) },
      }),
    dynamicPricingOff: () =>
      i18n._({
        id: 'property.opportunity.dynamic',
        message: 'Dynamic pricing is off. Similar homes that use it earn {share} % more per available night.',
        values: { share: params.share },
      }),
  }[opportunity.kind]();
  const action = {
    blockedHighSeason: /*i18n*/ { id: 'property.opportunity.blocked.action', message: 'Open the calendar' },
    priceAboveMarket: /*i18n*/ { id: 'property.opportunity.price.action', message: 'See your prices' },
    missingAttribute: /*i18n*/ { id: 'property.opportunity.attribute.action', message: 'Tell us what to add' },
    dynamicPricingOff: /*i18n*/ { id: 'property.opportunity.dynamic.action', message: 'Turn on dynamic pricing' },
  }[opportunity.kind];
  return (
    <Card as="li" className={styles.section}>
      <h2 className={styles.subTitle}>{name}</h2>
      <p>{text}</p>
      <p className={styles.effect}>
        {effect.kind === 'revenue'
          ? i18n._({ id: 'property.opportunity.effect.revenue', message: 'Expected effect: about {amount} more per season.', values: { amount: formatCents(effect.amountCents, effect.currency, locale) } })
          : i18n._({ id: 'property.opportunity.effect.occupancy', message: 'Expected effect: about {points, plural, one {# point} other {# points}} more occupancy.', values: { points: effect.points } })}
      </p>
      <div>
        <PageLink href={opportunity.link} variant="secondary" size="sm" aria-label={`${i18n._(action)}: ${name}`}>
          {i18n._(action)}
        </PageLink>
      </div>
    </Card>
  );
}

/** /opportunities: concrete suggestions from the owner's season and similar homes, each with its effect and where to act. */
export function OpportunitiesView() {
  const { i18n } = useLingui();
  const opportunities = useOpportunities();
  return (
    <div className={styles.page}>
      <PageHeading
        title={i18n._({ id: 'property.opportunities.title', message: 'Opportunities' })}
        description={i18n._({ id: 'property.opportunities.lead', message: 'Ideas to earn more, measured on your last season and on similar homes nearby.' })}
      />
      <QueryState query={opportunities} loading={i18n._({ id: 'property.opportunities.loading', message: 'Looking for opportunities…' })}>
        {({ content, seasonYear }) =>
          content.length === 0 ? (
            <EmptyState
              title={i18n._({ id: 'property.opportunities.empty', message: 'Nothing to improve right now' })}
              text={i18n._({ id: 'property.opportunities.empty.text', message: 'Your homes did as well as similar homes in {year}.', values: { year: seasonYear } })}
            />
          ) : (
            <ul className={styles.grid} aria-label={i18n._({ id: 'property.opportunities.list', message: 'Opportunities from season {year}', values: { year: seasonYear } })}>
              {content.map((opportunity) => (
                <OpportunityCard key={`${opportunity.kind}-${opportunity.accommodation.code}-${String(opportunity.params.attribute ?? '')}`} opportunity={opportunity} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
