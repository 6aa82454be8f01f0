import { createGlobalVar, globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';


globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

/**
 * Room under the page for the fixed bottom panels shown (use-reserved-space.ts), set on the body.
 * Registered as not inherited: an inherited property set there made the browser restyle every
 * element of the page when a panel appeared (~60 ms on a phone as the cookie prompt showed),
 * though only the body's padding uses it.
 */
export const RESERVED_BOTTOM = '--reserved-bottom';
const reservedBottom = createGlobalVar(RESERVED_BOTTOM.slice(2), { syntax: '<length>', inherits: false, initialValue: '0px' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingBlock: vars.space['2xl'],
});

globalStyle('html:has(dialog[open])', { overflow: 'hidden' });

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.bg,
  overflowWrap: 'break-word',
  // Room for a fixed bottom panel that is shown (use-reserved-space.ts): the page's end scrolls above it.
  paddingBottom: reservedBottom,
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold });

// Long compound words (German "Buchungsnummer", Polish, Dutch) meet narrow columns in headings,
// labels and buttons: hyphenate them in the document's language (html lang follows the UI). A
// word still too long for its line (a browser without that language's hyphenation) breaks as a
// last resort; `break-word`, unlike `anywhere`, does not let the word's column shrink to one
// letter, which split "Buchungsnumme/r" and "75.916,4/5 €" on phones.
globalStyle('h1, h2, h3, h4, h5, h6, dt, label, legend, button, th', { hyphens: 'auto', overflowWrap: 'break-word' });
// A button's label sits in an inline-flex box that would grow past a 320 px screen for one long
// word ("Benachrichtigungseinstellungen speichern"): there the word may break.
globalStyle('button', { overflowWrap: 'anywhere' });

globalStyle('img, video', { maxWidth: '100%', height: 'auto' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.accentText, textUnderlineOffset: '0.2em' });

globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

// Headings and regions focused by script (route changes, error summaries) need no ring for mouse users.
globalStyle('[tabindex="-1"]:focus:not(:focus-visible)', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
