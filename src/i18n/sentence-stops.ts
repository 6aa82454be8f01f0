import type { I18n } from '@lingui/core';

/**
 * One full stop where a value ending in a dot meets the message's own: a Croatian date ends with
 * one ("26. stu 2026."), as do German and French abbreviations ("26. Nov."), so "{date}." would
 * read "26. stu 2026..". An ellipsis ("...") stays as it is.
 */
export function collapseDoubledStops(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

/** Makes every translation of this instance (`_` and its alias `t`) end a sentence with one stop. */
export function withSentenceStops(i18n: I18n): I18n {
  const translate = i18n._.bind(i18n) as (...args: unknown[]) => string;
  const collapsed = ((...args: unknown[]) => collapseDoubledStops(translate(...args))) as I18n['_'];
  i18n._ = collapsed;
  i18n.t = collapsed;
  return i18n;
}
