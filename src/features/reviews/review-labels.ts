import type { I18n } from '@lingui/core';
import type { ReviewRating, ReviewSource } from '../../domain/enumerations';
import type { ReviewAspect } from '../../domain/review-summary';

/** The words of a rating (spec 3: NA…Great). */
export function ratingLabel(i18n: I18n, rating: ReviewRating): string {
  switch (rating) {
    case 'NA': return i18n._({ id: 'reviews.rating.NA', message: 'No rating' });
    case 'Terrible': return i18n._({ id: 'reviews.rating.Terrible', message: 'Terrible' });
    case 'Poor': return i18n._({ id: 'reviews.rating.Poor', message: 'Poor' });
    case 'Average': return i18n._({ id: 'reviews.rating.Average', message: 'Average' });
    case 'Good': return i18n._({ id: 'reviews.rating.Good', message: 'Good' });
    case 'Great': return i18n._({ id: 'reviews.rating.Great', message: 'Great' });
  }
}

/** Where the review was written: the provider's own site or a marketplace. */
export function sourceLabel(i18n: I18n, source: ReviewSource): string {
  return source === 'Provider'
    ? i18n._({ id: 'reviews.source.Provider', message: 'Our website' })
    : i18n._({ id: 'reviews.source.Marketplace', message: 'Rental marketplace' });
}

/** The name of an aspect guests talk about. */
export function aspectLabel(i18n: I18n, aspect: ReviewAspect): string {
  switch (aspect) {
    case 'cleanliness': return i18n._({ id: 'reviews.aspect.cleanliness', message: 'Cleanliness' });
    case 'location': return i18n._({ id: 'reviews.aspect.location', message: 'Location' });
    case 'equipment': return i18n._({ id: 'reviews.aspect.equipment', message: 'Equipment' });
    case 'host': return i18n._({ id: 'reviews.aspect.host', message: 'Host and welcome' });
    case 'value': return i18n._({ id: 'reviews.aspect.value', message: 'Value for money' });
    case 'peace': return i18n._({ id: 'reviews.aspect.peace', message: 'Peace and quiet' });
  }
}

/** A language code in the reader's language ("de" → "German"). */
export function languageName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
