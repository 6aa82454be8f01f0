import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReviewRatings } from '../../src/domain/enumerations';
import { aspectsOf, summariseReviews, type SummarisedReview } from '../../src/domain/review-summary';
import { assertProperty } from '../support/fast-check';

/** A hand-made set: three praise the cleanliness, one criticises it, two find the Wi-Fi slow. */
const HAND_MADE: SummarisedReview[] = [
  { id: 1, rating: 'Great', language: 'en', text: 'Spotless house, lovely garden and a very helpful owner.' },
  { id: 2, rating: 'Good', language: 'de', text: 'Sehr sauberes Haus, toller Ausblick und eine herzliche Begrüßung.' },
  { id: 3, rating: 'Average', language: 'en', text: 'Great location, but the Wi-Fi was slow.' },
  { id: 4, rating: 'Poor', language: 'en', text: 'The house was not clean on arrival and the road noise was loud at night.' },
  { id: 5, rating: 'Great', language: 'en', text: 'Very clean, quiet area and the beach is a short walk away.' },
  { id: 6, rating: 'Average', language: 'it', text: 'Posizione ottima, ma il Wi-Fi era lento.' },
  { id: 7, rating: 'NA', language: 'en', text: 'The kitchen was clean.' },
];

describe('summariseReviews on a hand-made set', () => {
  const summary = summariseReviews(HAND_MADE, 'en');

  it('counts every review it rests on, also those without an opinion', () => {
    expect(summary.reviewCount).toBe(7);
  });

  it('tallies praise and criticism per aspect', () => {
    const byAspect = Object.fromEntries(summary.aspects.map((tally) => [tally.aspect, [tally.praise, tally.criticism]]));
    expect(byAspect).toEqual({
      cleanliness: [3, 1],
      location: [4, 0],
      equipment: [0, 2],
      host: [2, 0],
      peace: [1, 1],
    });
  });

  it('quotes the newest clause in the reader language, in the majority polarity', () => {
    const location = summary.aspects.find((tally) => tally.aspect === 'location')!;
    expect(location).toMatchObject({ quote: 'quiet area and the beach is a short walk away', quoteLanguage: 'en' });
    const equipment = summary.aspects.find((tally) => tally.aspect === 'equipment')!;
    expect(equipment).toMatchObject({ quote: 'the Wi-Fi was slow', quoteLanguage: 'en' });
    expect(summariseReviews(HAND_MADE, 'it').aspects.find((tally) => tally.aspect === 'equipment')).toMatchObject({ quote: 'il Wi-Fi era lento', quoteLanguage: 'it' });
  });

  it('lists the most discussed aspects first and words praise before criticism', () => {
    expect(summary.aspects.map((tally) => tally.aspect)).toEqual(['cleanliness', 'location', 'equipment', 'host', 'peace']);
    expect(summary.text).toBe('Very clean. Quiet area and the beach is a short walk away. Lovely garden and a very helpful owner. The Wi-Fi was slow.');
  });

  it('is empty without reviews', () => {
    expect(summariseReviews([], 'en')).toEqual({ text: '', aspects: [], reviewCount: 0 });
  });
});

const texts = fc.constantFrom(...HAND_MADE.map((review) => review.text), 'Nothing to say', 'Pulita, ma rumorosa; prezzo alto!');
const reviewSet = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: 1, max: 1000 }), rating: fc.constantFrom(...ReviewRatings), language: fc.constantFrom('en', 'de', 'it'), text: texts }),
  { selector: (review) => review.id, maxLength: 12 },
);

describe('summariseReviews properties', () => {
  it('does not depend on the order of the reviews', () => {
    assertProperty(
      fc.property(reviewSet, fc.constantFrom('en', 'de', 'it'), (reviews, language) => {
        expect(summariseReviews([...reviews].reverse(), language)).toEqual(summariseReviews(reviews, language));
      }),
    );
  });

  it('quotes only clauses of the reviews and never counts an aspect more often than its clauses', () => {
    assertProperty(
      fc.property(reviewSet, (reviews) => {
        const summary = summariseReviews(reviews, 'en');
        expect(summary.reviewCount).toBe(reviews.length);
        for (const tally of summary.aspects) {
          expect(reviews.some((review) => review.text.includes(tally.quote))).toBe(true);
          expect(tally.praise + tally.criticism).toBeGreaterThan(0);
          expect(tally.praise + tally.criticism).toBeLessThanOrEqual(reviews.length * 4);
        }
      }),
    );
  });
});

describe('summariseReviews ties', () => {
  it('quotes, among clauses of one review in the reader’s language, the first in alphabetical order', () => {
    const reviews: SummarisedReview[] = [{ id: 7, rating: 'Great', language: 'en', text: 'Very clean kitchen. Clean and tidy bathroom.' }];
    const cleanliness = summariseReviews(reviews, 'en').aspects.find((tally) => tally.aspect === 'cleanliness');
    expect(cleanliness?.praise).toBe(2);
    expect(cleanliness?.quote).toBe(['Very clean kitchen', 'Clean and tidy bathroom'].sort((a, b) => a.localeCompare(b))[0]);
  });
});

describe('aspectsOf: only words of the review’s own language speak to an aspect', () => {
  it('does not take the Spanish "preciosas" (lovely) for a price', () => {
    expect(aspectsOf('vistas preciosas', 'es')).toEqual(['location']);
    expect(aspectsOf('precio justo', 'es')).toEqual(['value']);
  });

  it('matches a stem only in its own language', () => {
    expect(aspectsOf('Nice central area', 'en')).toEqual(['location']);
    expect(aspectsOf('dobra cena', 'pl')).toEqual(['value']);
    expect(aspectsOf('blízko centra', 'cs')).toEqual([]);
    expect(aspectsOf('the hostel next door', 'en')).toEqual([]);
    expect(aspectsOf('une salle de bain', 'fr')).toEqual([]);
    expect(aspectsOf('la maison était sale', 'fr')).toEqual(['cleanliness']);
  });

  it('matches every language’s words for a language without its own', () => {
    expect(aspectsOf('Sehr sauberes Haus', 'sv')).toEqual(['cleanliness']);
  });
});

describe('summariseReviews quotes on aspect and in the reader’s language', () => {
  const reviews: SummarisedReview[] = [
    { id: 1, rating: 'Great', language: 'en', text: 'Spotless house and a very helpful owner.' },
    { id: 2, rating: 'Great', language: 'cs', text: 'Čistý dům, krásný výhled a milý majitel.' },
    { id: 3, rating: 'Great', language: 'es', text: 'Casa muy limpia, vistas preciosas y un propietario muy amable.' },
  ];

  it('quotes the reader’s language where a clause exists, else the newest other one', () => {
    const en = summariseReviews(reviews, 'en');
    expect(en.aspects.find((tally) => tally.aspect === 'cleanliness')).toMatchObject({ quote: 'Spotless house and a very helpful owner', quoteLanguage: 'en' });
    const cs = summariseReviews(reviews, 'cs');
    expect(cs.aspects.find((tally) => tally.aspect === 'cleanliness')).toMatchObject({ quote: 'Čistý dům', quoteLanguage: 'cs' });
    expect(cs.aspects.find((tally) => tally.aspect === 'location')).toMatchObject({ quoteLanguage: 'cs' });
  });

  it('never files a quote under an aspect it does not speak to', () => {
    const summary = summariseReviews(reviews, 'es');
    expect(summary.aspects.map((tally) => tally.aspect)).not.toContain('value');
    for (const tally of summary.aspects) {
      expect(aspectsOf(tally.quote, tally.quoteLanguage)).toContain(tally.aspect);
    }
  });
});
