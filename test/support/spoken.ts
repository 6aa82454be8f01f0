/**
 * Text as someone who speaks to their device says it: words and numbers, without symbols and
 * punctuation (removed, not read as a space, as axe's label-in-name check does). A control's name
 * must contain what it shows, so spoken (WCAG 2.5.3).
 */
export const spoken = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
