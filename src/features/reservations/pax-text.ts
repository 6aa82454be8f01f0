import type { I18n } from '@lingui/core';

/** "2 adults, 1 child" (children only when there are some). Translated at render. */
export function paxText(i18n: I18n, pax: { adults: number; children: number }): string {
  const adults = i18n._({ id: 'reservations.pax.adults', message: '{count, plural, one {# adult} other {# adults}}', values: { count: pax.adults } });
  if (pax.children === 0) return adults;
  const children = i18n._({ id: 'reservations.pax.children', message: '{count, plural, one {# child} other {# children}}', values: { count: pax.children } });
  return `${adults}, ${children}`;
}
